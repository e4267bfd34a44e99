import type { Label } from '@ledgerdesk/shared';
import { formatAmount } from '@/components/format/formatAmount';
import { T } from './labels';

/** The outlier rule in the reader's language, from the threshold it is computed from. */
export function outlierRuleWords(percent: string, label: (label: Label) => string): string {
  return label(T.outlierRuleText).replace('{percent}', formatAmount(percent));
}
