import { exportedFields, type Label, type Language, type ResourceDefinition } from '@ledgerdesk/shared';

/** The browser's IANA time zone ("Asia/Shanghai"); the server writes UTC when there is none. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * What an export sends besides the list's filters so the workbook reads as the page does (server:
 * resource/export-query.ts): the console's language, the browser's time zone, the column headers
 * and the sheet's title as this page shows them (the server cannot translate i18n-key labels).
 */
export function exportOptions(definition: ResourceDefinition, language: Language, label: (label: Label) => string, title: string) {
  const zone = browserTimeZone();
  return {
    lang: language,
    ...(zone ? { timeZone: zone } : {}),
    headers: Object.fromEntries(exportedFields(definition).map(([name, field]) => [name, label(field.label)])),
    sheetTitle: title,
  };
}
