import { decimalParam, LANGUAGES, type Language, type ResourceDefinition } from '@ledgerdesk/shared';

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : decimalParam(String(value)));

/**
 * What a change does to a record's fields in one language: "Withdrawal fee 5 → 3". Each field is
 * named by its label in the resource's definition (its code only where the definition has none), and
 * decimals lose their storage's trailing zeros.
 */
export function changedFieldsText(definition: ResourceDefinition, changes: Readonly<Record<string, { from: unknown; to: unknown }>>, language: Language): string[] {
  return Object.entries(changes).map(([field, { from, to }]) => {
    const label = definition.fields[field]?.label;
    const fieldName = label && typeof label !== 'string' ? label[language] : field;
    return `${fieldName} ${shown(from)} → ${shown(to)}`;
  });
}

/**
 * What a four-eyes request about a record changes, as its approver reads it in each language:
 * "钱包编码 ETH：链上精度 18 → 12，…".
 */
export function changeSummary(definition: ResourceDefinition, subject: string, change: Record<string, unknown>, before: Record<string, unknown>): Readonly<Record<Language, string>> {
  const recordName = definition.recordName ?? definition.title;
  const changes = Object.fromEntries(Object.entries(change).map(([field, to]) => [field, { from: before[field], to }]));
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const name = typeof recordName === 'string' ? recordName : recordName[language];
      const parts = changedFieldsText(definition, changes, language);
      return language === 'en' ? [language, `${name} ${subject}: ${parts.join(', ')}`] : [language, `${name} ${subject}：${parts.join('，')}`];
    }),
  ) as Record<Language, string>;
}
