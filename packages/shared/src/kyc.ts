import { z } from 'zod';
import { API_PREFIX, instantSchema } from './api';
import { reasonToReject, rejectHasReason, reviewRequestBase } from './review';
import { describedAs } from './schema-description';

/** Real-name (KYC) applications: list, detail (ID number masked unless the reader may review), review. */

export const KYC_ENDPOINTS = {
  kycList: `${API_PREFIX}/memberAuth/list`,
  kycGet: `${API_PREFIX}/memberAuth/get`,
  kycReview: `${API_PREFIX}/memberAuth/review`,
  /** One of an application's document images (GET `id`, `part`), for whoever may review it. */
  kycDocument: `${API_PREFIX}/memberAuth/document`,
} as const;

/**
 * The images an advanced application carries. Each column (front_image, back_image, selfie_image)
 * holds the id of a restricted file of the upload store (never the file centre's to list or serve),
 * written by the member side once the upload is stored; empty when not given.
 */
export const KYC_DOCUMENT_PARTS = ['front', 'back', 'selfie'] as const;
export type KycDocumentPart = (typeof KYC_DOCUMENT_PARTS)[number];
/** The application's field holding each part. */
export const KYC_DOCUMENT_FIELD = { front: 'frontImage', back: 'backImage', selfie: 'selfieImage' } as const satisfies Record<KycDocumentPart, string>;
export const kycDocumentQuerySchema = z.object({ id: z.coerce.number().int().positive(), part: z.enum(KYC_DOCUMENT_PARTS) });

/** Each state has a dictionary type of the same name in snake case. */
export const KYC_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const KYC_APPLICATION_LEVELS = ['PRIMARY', 'ADVANCED'] as const;
export type KycApplicationLevel = (typeof KYC_APPLICATION_LEVELS)[number];
/** A member's verified level: 0 none, 1 primary, 2 advanced (dictionary kyc_level). */
export const KYC_LEVEL_OF: Record<KycApplicationLevel, number> = { PRIMARY: 1, ADVANCED: 2 };

export const kycReviewSchema = reviewRequestBase.refine(rejectHasReason, reasonToReject);
export type KycReviewRequest = z.input<typeof kycReviewSchema>;

export const kycApplicationSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  level: z.enum(KYC_APPLICATION_LEVELS),
  realName: z.string(),
  idType: z.string(),
  idNumber: z.string().meta(
    describedAs(
      '已打码（1101**********1234），仅持有审核权限者在 memberAuth/get 中可见全号',
      'masked (1101**********1234) except in memberAuth/get for holders of the review permission',
      '已遮罩（1101**********1234），僅持有審核權限者在 memberAuth/get 中可見全號',
    ),
  ),
  idNumberMasked: z.boolean(),
  country: z.string(),
  status: z.enum(KYC_STATUSES),
  rejectReason: z.string(),
  reviewerId: z.number().int().nullable(),
  reviewedAt: instantSchema.nullable(),
  createdAt: instantSchema,
});
export type KycApplication = z.infer<typeof kycApplicationSchema>;
