import { decimalParam, LANGUAGES, type Language, type ResourceDefinition } from '@ledgerdesk/shared';

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : decimalParam(String(value)));

/**
 * What a four-eyes request about a record changes, as its approver reads it in each language:
 * "钱包编码 ETH：链上精度 18 → 12，…". Each field is named by its label in the resource's
 * definition, and decimals lose their storage's trailing zeros.
 */
export function changeSummary(definition: ResourceDefinition, subject: string, change: Record<string, unknown>, before: Record<string, unknown>): Readonly<Record<Language, string>> {
  const recordName = definition.recordName ?? definition.title;
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const name = typeof recordName === 'string' ? recordName : recordName[language];
      const parts = Object.entries(change).map(([field, to]) => {
        const label = definition.fields[field]?.label;
        const fieldName = label && typeof label !== 'string' ? label[language] : field;
        return `${fieldName} ${shown(before[field])} → ${shown(to)}`;
      });
      return language === 'en' ? [language, `${name} ${subject}: ${parts.join(', ')}`] : [language, `${name} ${subject}：${parts.join('，')}`];
    }),
  ) as Record<Language, string>;
}
