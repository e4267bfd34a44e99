import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { ResultCode } from '@ledgerdesk/shared';
import { dictDataResource } from '@ledgerdesk/shared/resources/system/dict-data';
import { dictTypeResource } from '@ledgerdesk/shared/resources/system/dict-type';
import type { Tx } from '../../db/client';
import { dictData, dictTypes } from '../../db/schema';
import { badRequest, refuse as refusal } from '../../lib/errors';
import { bumpRevision } from '../../lib/revisions';
import { bindResource } from '../../resource';
import type { DictCache } from './dict-cache';

/** A type key as code and definitions name it: a lowercase identifier (sys_normal_disable). */
const TYPE_KEY = /^[a-z][a-z0-9_]*$/;
const STATUSES = ['0', '1'];

const refuse = (field: string, problem: string) => badRequest(`invalid input — ${field}: ${problem}`, { [field]: problem });

function checkStatus(input: Record<string, unknown>) {
  if (input.status !== undefined && !STATUSES.includes(String(input.status))) throw refuse('status', "must be '0' (normal) or '1' (disabled)");
}

/**
 * Every dictionary write moves the 'dict' revision in its transaction (consoles refetch their
 * dictionaries on their next call; every instance's cache reloads on its next lookup) and drops
 * this instance's cached copy at once.
 */
async function changed(tx: Tx, dicts: DictCache, dictType?: string) {
  await bumpRevision(tx, 'dict');
  dicts.invalidate(dictType);
}

export function dictTypeBinding(dicts: DictCache) {
  return bindResource({
    definition: dictTypeResource,
    table: dictTypes,
    hooks: {
      beforeWrite({ input }) {
        if (typeof input.dictType === 'string' && !TYPE_KEY.test(input.dictType)) {
          throw refuse('dictType', 'must be a lowercase identifier: a letter, then letters, digits or _');
        }
        checkStatus(input);
      },
      afterWrite: ({ tx, row, before }) => changed(tx, dicts, (row ?? before)?.dictType),
      // A type with data is in use (selects, tags, stored rows): its data goes first.
      async beforeDelete({ tx, rows }) {
        const used = await tx
          .select({ dictType: dictData.dictType, n: count() })
          .from(dictData)
          .where(inArray(dictData.dictType, rows.map((r) => r.dictType)))
          .groupBy(dictData.dictType);
        if (used.length === 0) return;
        const named = used.map((u) => `${u.dictType} (${u.n})`).join(', ');
        throw refusal(ResultCode.conflict, `a dictionary type that still has data cannot be deleted: ${named}; delete its data first`, {
          reason: 'dict.typeHasData', params: { names: named }, extra: { dictTypes: used.map((u) => u.dictType) },
        });
      },
    },
  });
}

export function dictDataBinding(dicts: DictCache) {
  return bindResource({
    definition: dictDataResource,
    table: dictData,
    hooks: {
      async beforeWrite({ tx, op, input }) {
        checkStatus(input);
        if (op !== 'add') return;
        const [type] = await tx.select({ id: dictTypes.id }).from(dictTypes).where(eq(dictTypes.dictType, String(input.dictType)));
        if (!type) throw refuse('dictType', `no dictionary type ${String(input.dictType)}`);
      },
      async afterWrite({ tx, row, before }) {
        // One default per type: the control preselects it, so two would be a coin toss.
        if (row?.isDefault) {
          await tx
            .update(dictData)
            .set({ isDefault: false })
            .where(and(eq(dictData.dictType, row.dictType), ne(dictData.id, row.id), eq(dictData.isDefault, true)));
        }
        await changed(tx, dicts, (row ?? before)?.dictType);
      },
    },
  });
}
