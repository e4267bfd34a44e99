import { and, eq, inArray } from 'drizzle-orm';
import { hasPermission, type FieldIssue } from '@ledgerdesk/shared';
import {
  CONFIG_KEY_PATTERN,
  CONFIG_REVEAL_PERMISSION,
  configResource,
  type ConfigValueType,
} from '@ledgerdesk/shared/resources/system/config';
import type { Db } from '../../db/client';
import { configParams } from '../../db/schema';
import { conflict, fieldRefusal, forbidden } from '../../lib/errors';
import { bumpRevision } from '../../lib/revisions';
import { bindResource, type ApiRow } from '../../resource';
import { builtInParam } from './config-keys';

type ConfigRow = typeof configParams.$inferSelect;

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * What is wrong with a value for its type (and, for a built-in key, its range), or undefined. The
 * message never repeats the value: it may be a secret, and refusals reach the operation log.
 */
export function valueProblem(key: string, type: ConfigValueType, value: string): { message: string; issue: FieldIssue } | undefined {
  const text = value.trim();
  switch (type) {
    case 'number': {
      if (!NUMBER.test(text) || !Number.isFinite(Number(text))) {
        return { message: "must be a number (the parameter's type is number)", issue: { code: 'invalid_type', params: { expected: 'number' } } };
      }
      const range = builtInParam(key)?.range;
      const n = Number(text);
      if (range && (n < range.min || n > range.max || (range.integer && !Number.isInteger(n)))) {
        return {
          message: `must be ${range.integer ? 'a whole number' : 'a number'} from ${range.min} to ${range.max} for ${key}`,
          issue: { code: 'invalid_value', params: { min: range.min, max: range.max } },
        };
      }
      return undefined;
    }
    case 'boolean':
      return text === 'true' || text === 'false'
        ? undefined
        : { message: 'must be true or false (the parameter\'s type is boolean)', issue: { code: 'invalid_type', params: { expected: 'boolean' } } };
    case 'json':
      try {
        JSON.parse(text);
        return undefined;
      } catch {
        return { message: "must be valid JSON (the parameter's type is json)", issue: { code: 'invalid_format', params: { format: 'json' } } };
      }
    default:
      return undefined;
  }
}

/** Numbers and booleans are kept as parsed ("  5 " → "5"); text and JSON as typed. */
const normalized = (type: ConfigValueType, value: string) => (type === 'number' || type === 'boolean' ? value.trim() : value);

/** Rows that are not sensitive show their value to whoever may list them. */
async function unmaskedValues(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: configParams.id, value: configParams.configValue })
    .from(configParams)
    .where(and(inArray(configParams.id, ids), eq(configParams.sensitive, false)));
  return new Map(rows.map((r) => [r.id, r.value]));
}

/**
 * system/config on the resource engine. The definition masks the value everywhere (lists,
 * exports, `get` without CONFIG_REVEAL_PERMISSION) because the engine masks by field; the
 * decorate hooks put back the values of rows that are not sensitive, so a sensitive value can
 * only ever be shown by the engine's reveal rule. Exports mask every value (no hook reaches them).
 */
export const configBinding = bindResource({
  definition: configResource,
  table: configParams,
  hooks: {
    beforeWrite({ op, input, current, request }) {
      const row = current as ConfigRow | null;
      const key = String(input.configKey ?? row?.configKey ?? '');
      if (input.configKey !== undefined && !CONFIG_KEY_PATTERN.test(key)) {
        throw fieldRefusal('configKey', 'must start with a letter and hold letters, digits, _ or -, parts separated by dots', { code: 'invalid_format' });
      }
      if (row?.builtIn) {
        if (input.configKey !== undefined && input.configKey !== row.configKey) {
          throw fieldRefusal('configKey', `a built-in parameter keeps its key (${row.configKey}): the server reads it by that key`, { code: 'notAllowed' });
        }
        if (input.valueType !== undefined && input.valueType !== row.valueType) {
          throw fieldRefusal('valueType', `a built-in parameter keeps its type (${row.valueType}): the server parses it as that`, { code: 'notAllowed' });
        }
      }
      // Unmarking a secret would show it in every list: only someone allowed to see it may.
      if (op === 'edit' && row?.sensitive && input.sensitive === false && !hasPermission(request.user?.permissions ?? [], CONFIG_REVEAL_PERMISSION)) {
        throw forbidden(`only holders of ${CONFIG_REVEAL_PERMISSION} may make a sensitive parameter visible`, {
          reason: 'access.permissionRequired',
          params: { permission: CONFIG_REVEAL_PERMISSION },
        });
      }
      const type = (input.valueType ?? row?.valueType ?? 'string') as ConfigValueType;
      const value = String(input.configValue ?? row?.configValue ?? '');
      const problem = valueProblem(key, type, value);
      if (problem) throw fieldRefusal('configValue', problem.message, problem.issue);
      if (input.configValue !== undefined) return { ...input, configValue: normalized(type, value) };
    },
    // The revision moves with the write: every instance's ConfigParams reloads on its next read.
    afterWrite: ({ tx }) => bumpRevision(tx, 'config'),
    beforeDelete({ rows }) {
      const builtIn = (rows as ConfigRow[]).filter((r) => r.builtIn).map((r) => r.configKey);
      if (builtIn.length) {
        throw conflict(`a built-in parameter cannot be deleted (the server reads it): ${builtIn.join(', ')}`, { extra: { configKeys: builtIn } });
      }
    },
    async decorateList(rows, { db }) {
      const plain = await unmaskedValues(db, rows.filter((r) => r.sensitive === false).map((r) => r.id));
      return rows.map((r): ApiRow => (plain.has(r.id) ? { ...r, configValue: plain.get(r.id) } : r));
    },
    decorateRow: (row, { raw }) => ((raw as ConfigRow).sensitive ? row : { ...row, configValue: (raw as ConfigRow).configValue }),
  },
});
