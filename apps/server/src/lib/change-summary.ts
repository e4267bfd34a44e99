import { decimalParam, LANGUAGES, percentText, type FieldDefinition, type Language, type ResourceDefinition } from '@ledgerdesk/shared';

/** A value as the field's page shows it: a rate in percent, decimals without storage zeros, nothing as a dash. */
function shown(value: unknown, field: FieldDefinition | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = decimalParam(String(value));
  return field?.type === 'decimal' && field.percent ? percentText(text) : text;
}

/**
 * What a change does to a record's fields in one language: "Withdrawal fee 5 → 3, …". Each field is
 * named by its label in the resource's definition (its code only where the definition has none),
 * decimals lose their storage's trailing zeros, and a rate its page shows in percent reads so here.
 */
export function changedFieldsText(definition: ResourceDefinition, changes: Readonly<Record<string, { from: unknown; to: unknown }>>, language: Language): string {
  const parts = Object.entries(changes).map(([field, { from, to }]) => {
    const fieldDefinition = definition.fields[field];
    const label = fieldDefinition?.label;
    const fieldName = label && typeof label !== 'string' ? label[language] : field;
    return `${fieldName} ${shown(from, fieldDefinition)} → ${shown(to, fieldDefinition)}`;
  });
  return parts.join(language === 'en' ? ', ' : '，');
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
      const text = changedFieldsText(definition, changes, language);
      return language === 'en' ? [language, `${name} ${subject}: ${text}`] : [language, `${name} ${subject}：${text}`];
    }),
  ) as Record<Language, string>;
}
