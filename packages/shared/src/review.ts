import { z } from 'zod';
import { idSchema, textSchema } from './input';

/* A review (recharge, withdrawal, real-name): approve or reject one record, with a remark. */

export const reviewActionSchema = z.enum(['approve', 'reject']);
export type ReviewAction = z.infer<typeof reviewActionSchema>;

export const reviewRequestBase = z.object({
  id: idSchema,
  action: reviewActionSchema,
  remark: textSchema().trim().max(500).optional().default(''),
});

/** Every rejection carries a reason the member can be told: `.refine(rejectHasReason, reasonToReject)`. */
export const rejectHasReason = (v: { action: ReviewAction; remark: string }) => v.action !== 'reject' || v.remark.length > 0;
/** The 400 of a reason-less rejection names `remark`. */
export const reasonToReject = { path: ['remark'], message: 'a reason is required to reject', params: { issue: 'reasonRequired' } };
