import { isDictParam, isNamesParam, refusalDataOf, ResultCode, type FieldIssue, type Language, type RefusalParams } from '@ledgerdesk/shared';
import i18n, { translateTitle } from './i18n';
import { ApiError, TRANSPORT_CODES } from './apiError';
import { refusalDictLabel } from './refusalDicts';

/**
 * The one place a failed call becomes the operator's text, in the language shown now (a refusal
 * kept on screen re-renders in the new language after a switch). The server's reason and field
 * issues are translated from the `refusal` section of the locales; what this client does not
 * know falls back to the server's English text.
 */

export interface RefusalTextOptions {
  /** The form's label for a field the server named (else the locales' common names, else the name). */
  fieldLabel?: (name: string) => string | undefined;
}

const t = (key: string, values?: Record<string, unknown>): string => i18n.t(key, values) as string;
const language = () => i18n.language as Language;
/** A translation that is a sentence, not a section of them (a server reason could name one). */
const hasText = (key: string): boolean => i18n.exists(key) && typeof i18n.t(key, { returnObjects: true }) === 'string';

/** Params ready for interpolation: states by their dictionary labels, a record named in words. */
function paramValues(params: RefusalParams | undefined): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (isDictParam(value)) {
      const list = typeof value.value === 'string' ? [value.value] : value.value;
      values[name] = list.map((v) => refusalDictLabel(value.dict, v, language())).join(t('refusal.or'));
    } else if (isNamesParam(value)) {
      values[name] = value.names.map((each) => (typeof each === 'string' ? translateTitle(each) : each[language()])).join(t('refusal.list'));
    } else values[name] = value;
  }
  if (typeof values.kind === 'string' && values.ref !== undefined) values.subject = t(`refusal.subject.${values.kind}`, { ref: values.ref });
  if (typeof values.action === 'string' && hasText(`refusal.action.${values.action}`)) values.action = t(`refusal.action.${values.action}`);
  return values;
}

/** What is wrong with one field, translated; `fallback` (the server's English) when this client has no text for it. */
export function issueText(issue: FieldIssue | undefined, fallback: string): string {
  const key = `refusal.field.${issue?.code ?? ''}`;
  if (!issue || !hasText(key)) return fallback;
  const values: Record<string, unknown> = paramValues(issue.params);
  if (typeof values.expected === 'string') values.expected = t(`refusal.expected.${values.expected}`, { defaultValue: values.expected });
  if (typeof values.origin === 'string' && values.origin) values.context = values.origin;
  return t(key, values);
}

/** Each field the server named, with its translated message (for the form control showing it). */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const { fields = {}, issues = {} } = refusalDataOf(error.data);
  const names = new Set([...Object.keys(fields), ...Object.keys(issues)]);
  return Object.fromEntries([...names].map((name) => [name, issueText(issues[name], fields[name] ?? t('refusal.field.invalid'))]));
}

function labelOf(name: string, options: RefusalTextOptions | undefined): string {
  const own = options?.fieldLabel?.(name);
  if (own) return own;
  const common = `refusal.fieldName.${name}`;
  return /^[A-Za-z]+$/.test(name) && hasText(common) ? t(common) : name;
}

/** The sentence an operator reads for a failed call. */
export function refusalText(error: unknown, options?: RefusalTextOptions): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  switch (error.code) {
    case TRANSPORT_CODES.timeout:
      return t('message.request.timeout');
    case TRANSPORT_CODES.network:
      return t('message.request.networkError');
    case TRANSPORT_CODES.unknown:
      return t('message.request.pathNotFound');
    default:
  }
  const { reason, params } = refusalDataOf(error.data);
  if (reason === 'request.invalid') {
    const messages = fieldMessages(error);
    if (Object.keys(messages).length > 0) {
      const summary = Object.entries(messages)
        .map(([name, message]) => t('refusal.fieldLine', { field: labelOf(name, options), message }))
        .join(t('refusal.separator'));
      return t('refusal.request.invalid', { summary });
    }
  }
  if (reason && hasText(`refusal.${reason}`)) return t(`refusal.${reason}`, paramValues(params));
  if (error.code === ResultCode.unauthorized && !reason) return t('message.request.sessionExpired');
  return error.msg;
}
