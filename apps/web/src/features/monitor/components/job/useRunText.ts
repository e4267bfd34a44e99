import { useCallback } from 'react';
import { isTextPerLanguage } from '@ledgerdesk/shared';
import { useLabel } from '@/components/resource/useLabel';

/**
 * A run's message or error in the reader's language: the server writes both in each console
 * language. '' when the run has none.
 */
export function useRunText(): (value: unknown) => string {
  const label = useLabel();
  return useCallback((value: unknown) => (isTextPerLanguage(value) ? label(value) : value == null ? '' : String(value)), [label]);
}
