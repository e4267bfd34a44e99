import type { TextPerLanguage } from '@ledgerdesk/shared';

/** What a run says in the job log (its message, its error), in each console language (lib/text-per-language.ts). */
export type JobText = TextPerLanguage;

/**
 * Thrown by a handler to end its run as failed with words of its own (a yield pool short, a
 * settlement mismatch) instead of an exception's English text.
 */
export class JobFailure extends Error {
  constructor(readonly text: JobText) {
    super(text.en);
    this.name = 'JobFailure';
  }
}
