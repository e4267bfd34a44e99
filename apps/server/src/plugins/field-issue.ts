import { decimalParam, FIELD_ISSUE_CODES, type FieldIssue, type FieldIssueCode, type RefusalParams } from '@ledgerdesk/shared';

/** One entry of fastify-type-provider-zod's `error.validation`: the zod issue, its code as `keyword`. */
interface ValidationEntry {
  keyword?: string;
  instancePath: string;
  params?: Record<string, unknown>;
}

const KNOWN = new Set<string>(FIELD_ISSUE_CODES);

function valueAt(part: unknown, instancePath: string): unknown {
  let value = part;
  for (const key of instancePath.split('/').filter(Boolean)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A limit as an operator reads it: dates as ISO text, numbers without float noise or trailing zeros. */
function limit(value: unknown, origin: unknown): string | number {
  if (origin === 'date' && (typeof value === 'number' || value instanceof Date)) return new Date(value).toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : decimalParam(value);
  return String(value);
}

const listed = (values: unknown) => (Array.isArray(values) ? values.map(String).join(', ') : String(values ?? ''));

/**
 * What the client needs to say, in its own language, what is wrong with one field: zod's issue
 * code and the parameters that sentence takes. A value the caller did not send is `required`
 * whatever the type says. A refinement without an `issue` code of ours gets none: the client then
 * shows the schema's English message.
 */
export function fieldIssueOf(entry: ValidationEntry, part: unknown): FieldIssue | undefined {
  const p = entry.params ?? {};
  const code = entry.keyword ?? 'invalid';
  const value = valueAt(part, entry.instancePath);
  if (code === 'invalid_type' && (value === undefined || value === null)) return { code: 'required' };
  const params = (extra: RefusalParams): FieldIssue => ({ code: code as FieldIssueCode, params: extra });
  switch (code) {
    case 'invalid_type':
      return params({ expected: String(p.expected) });
    case 'too_big':
      return params({ maximum: limit(p.maximum, p.origin), origin: String(p.origin ?? '') });
    case 'too_small':
      return params({ minimum: limit(p.minimum, p.origin), origin: String(p.origin ?? '') });
    case 'invalid_format':
      return params({ format: String(p.format ?? '') });
    case 'invalid_value':
      return params({ values: listed(p.values) });
    case 'not_multiple_of':
      return params({ divisor: limit(p.divisor, 'number') });
    case 'unrecognized_keys':
      return params({ keys: listed(p.keys) });
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return { code: 'invalid' };
    case 'custom': {
      const own = p.params as { issue?: unknown; params?: RefusalParams } | undefined;
      if (typeof own?.issue === 'string' && KNOWN.has(own.issue)) return { code: own.issue as FieldIssueCode, ...(own.params ? { params: own.params } : {}) };
      return undefined;
    }
    default:
      return undefined;
  }
}
