import type { Label } from '@ledgerdesk/shared';
import { INDEX_METHOD_OPTIONS } from '@ledgerdesk/shared/resources/contracts/index-source';
import { formatAmount } from '@/components/format/formatAmount';
import { T } from './labels';

type LabelOf = (label: Label) => string;

/** An index method as the index source page names it ("Median"), or its code when unknown. */
export function methodWords(method: string, label: LabelOf): string {
  const option = INDEX_METHOD_OPTIONS.find((o) => o.value === method);
  return option ? label(option.label) : method;
}

/** The outlier rule in the reader's language, from the threshold it is computed from. */
export function outlierRuleWords(percent: string, label: LabelOf): string {
  return label(T.outlierRuleText).replace('{percent}', formatAmount(percent));
}
