import { isDictParam, refusalDataOf, type DictValue, type Language, type RefusalParams } from '@ledgerdesk/shared';
import { translateTitle } from './i18n';

/**
 * The dictionaries refusals name states and levels by (recharge_status, kyc_application_level…),
 * kept for the tab's life: a refusal is rendered synchronously, in whatever language is current
 * when it is shown, so its dictionaries are fetched before the failed call rejects.
 */
const loaded = new Map<string, readonly DictValue[]>();

function dictTypesIn(params: RefusalParams | undefined, into: Set<string>): void {
  for (const value of Object.values(params ?? {})) if (isDictParam(value) && !loaded.has(value.dict)) into.add(value.dict);
}

/** Loads the dictionaries a refusal's params (and its fields' issues) name and this tab lacks; never fails. */
export async function loadRefusalDicts(data: unknown, fetchDicts: (types: string[]) => Promise<Record<string, DictValue[]>>): Promise<void> {
  const { params, issues } = refusalDataOf(data);
  const types = new Set<string>();
  dictTypesIn(params, types);
  for (const issue of Object.values(issues ?? {})) dictTypesIn(issue?.params, types);
  if (types.size === 0) return;
  try {
    for (const [type, values] of Object.entries(await fetchDicts([...types]))) loaded.set(type, values);
  } catch {
    // Without the dictionary the raw value is shown: the refusal itself must still reach the operator.
  }
}

/** A stored value's label in `language` (as components/dict/dictLabel reads it), or the value itself. */
export function refusalDictLabel(dict: string, value: string, language: Language): string {
  const entry = loaded.get(dict)?.find((v) => v.value === value);
  if (!entry) return value;
  return entry.labels?.[language] || translateTitle(entry.key, language);
}
