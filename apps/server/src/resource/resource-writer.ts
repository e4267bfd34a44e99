import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ResultCode, validatorNamed, type FieldIssue } from '@ledgerdesk/shared';
import type { Db, Tx } from '../db/client';
import { badRequest, fieldRefusal, notFound, refuse } from '../lib/errors';
import type { RequestContext } from './binding';
import type { BoundResource } from './bound-resource';
import { valuesRefused } from './column-limits';
import { conflictOn, translateDeleteError, translateWriteError } from './database-errors';
import { maskValue } from './maskers';
import type { ResourceRegistry } from './registry';
import { toColumnValues, virtualValues } from './row-values';
import { leavingScope, reachOfRows, refuseOutsideScope } from './scope-refusal';

export const STALE_VERSION_MESSAGE = 'changed by someone else since you opened it; reload';
/** How far up a tree an ancestor walk goes before deciding the data already holds a loop. */
const MAX_TREE_DEPTH = 1000;

type Row = Record<string, unknown>;

/** Writes a resource's rows: add, edit (optimistic concurrency), delete; each in one transaction. */
export class ResourceWriter {
  constructor(
    private readonly db: Db,
    private readonly registry: ResourceRegistry,
    private readonly resource: BoundResource,
  ) {}

  private get t() {
    return this.resource;
  }

  /** Reads rows of this table in scope and not soft-deleted, locking them for the transaction. */
  private async lockRows(tx: Tx, ids: number[], scope: SQL | undefined): Promise<Row[]> {
    return (await tx
      .select()
      .from(this.t.table)
      .where(and(inArray(this.t.idColumn, ids), this.t.notDeleted(), scope))
      .for('update')) as Row[];
  }

  /**
   * A write may not carry a row out of the caller's scope (a user moved to a department they do not
   * reach): the row as written is checked in the same transaction and a 403 rolls it back.
   */
  private async refuseLeavingScope(tx: Tx, id: number, scope: SQL | undefined): Promise<void> {
    if (scope === undefined) return;
    const reached = await reachOfRows(tx, this.t, [id], scope);
    if (reached.get(id) !== true) throw leavingScope(this.t);
  }

  async add(input: Record<string, unknown>, ctx: RequestContext, scope: SQL | undefined): Promise<number> {
    try {
      return await this.db.transaction(async (tx) => {
        let values = toColumnValues(this.t, input);
        const virtual = virtualValues(this.t, input);
        this.checkColumnLimits(values);
        await this.checkReferences(tx, values);
        await this.checkTreeMove(tx, 0, values);
        const hooked = await this.t.hooks.beforeWrite?.({ ...ctx, tx, op: 'add', input: values, virtual, current: null });
        if (hooked) values = hooked;
        if (this.t.has('createdBy')) values.createdBy = ctx.user.userId;
        if (this.t.has('updatedBy')) values.updatedBy = ctx.user.userId;
        const [row] = (await tx.insert(this.t.table).values(values as never).returning()) as Row[];
        await this.t.hooks.afterWrite?.({ ...ctx, tx, op: 'add', row: row!, before: null, virtual });
        await this.refuseLeavingScope(tx, Number(row!.id), scope);
        return Number(row!.id);
      });
    } catch (error) {
      throw translateWriteError(this.t, error);
    }
  }

  async edit(input: Record<string, unknown> & { id: number; version: number }, ctx: RequestContext, scope: SQL | undefined): Promise<number> {
    const { id, version, ...changes } = input;
    try {
      return await this.db.transaction(async (tx) => {
        const [current] = await this.lockRows(tx, [id], scope);
        if (!current) {
          await refuseOutsideScope(tx, this.t, [id], scope);
          throw notFound(`${this.t.title} ${id} does not exist`, { reason: 'record.notFound', params: { id } });
        }
        if (Number(current.version) !== version) throw staleVersion(this.t.title, id);
        let values = toColumnValues(this.t, this.withoutEchoedMasks(changes, current));
        const virtual = virtualValues(this.t, changes);
        this.checkColumnLimits(values);
        await this.checkReferences(tx, values);
        await this.checkTreeMove(tx, id, values);
        const hooked = await this.t.hooks.beforeWrite?.({ ...ctx, tx, op: 'edit', input: values, virtual, current });
        if (hooked) values = hooked;
        const versionColumn = this.t.column('version');
        const assignments: Record<string, unknown> = { ...values, version: sql`${versionColumn} + 1` };
        if (this.t.has('updatedBy')) assignments.updatedBy = ctx.user.userId;
        if (this.t.has('updatedAt')) assignments.updatedAt = sql`now()`;
        const [row] = (await tx
          .update(this.t.table)
          .set(assignments as never)
          .where(and(eq(this.t.idColumn, id), eq(versionColumn, version)))
          .returning()) as Row[];
        if (!row) throw staleVersion(this.t.title, id);
        await this.t.hooks.afterWrite?.({ ...ctx, tx, op: 'edit', row, before: current, virtual });
        await this.refuseLeavingScope(tx, id, scope);
        return id;
      });
    } catch (error) {
      throw translateWriteError(this.t, error);
    }
  }

  async delete(ids: number[], ctx: RequestContext, scope: SQL | undefined): Promise<number> {
    const { definition } = this.t;
    try {
      return await this.db.transaction(async (tx) => {
        const rows = await this.lockRows(tx, ids, scope);
        const found = new Set(rows.map((r) => Number(r.id)));
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length > 0) {
          await refuseOutsideScope(tx, this.t, missing, scope);
          throw refuse(ResultCode.notFound, `${this.t.title} ${missing.join(', ')} does not exist`, { reason: 'record.notFound', params: { id: missing.join(', ') }, extra: { ids: missing } });
        }
        if (definition.tree) await this.refuseParents(tx, ids);
        await this.t.hooks.beforeDelete?.({ ...ctx, tx, rows });
        if (definition.delete === 'soft') {
          const assignments: Record<string, unknown> = { deletedAt: sql`now()` };
          if (this.t.has('updatedBy')) assignments.updatedBy = ctx.user.userId;
          if (this.t.has('updatedAt')) assignments.updatedAt = sql`now()`;
          if (this.t.has('version')) assignments.version = sql`${this.t.column('version')} + 1`;
          await tx.update(this.t.table).set(assignments as never).where(inArray(this.t.idColumn, ids));
        } else {
          await tx.delete(this.t.table).where(inArray(this.t.idColumn, ids));
        }
        for (const before of rows) await this.t.hooks.afterWrite?.({ ...ctx, tx, op: 'delete', row: null, before, virtual: {} });
        return rows.length;
      });
    } catch (error) {
      throw translateDeleteError(this.registry, this.t, error);
    }
  }

  /**
   * A form loaded through `get` holds masked values; sending one back unchanged must not
   * overwrite the real value with its mask. Any other value with `*` (which the schema let past
   * the validator for this reason) is checked here.
   */
  private withoutEchoedMasks(changes: Record<string, unknown>, current: Row): Record<string, unknown> {
    const kept: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(changes)) {
      const field = this.t.definition.fields[name];
      if (field?.mask && typeof value === 'string' && value !== current[name]) {
        if (value === maskValue(field.mask.kind, current[name])) continue;
        const validator = field.type === 'text' && field.validator ? validatorNamed(field.validator) : undefined;
        if (validator && value !== '' && !validator.test(value)) {
          throw fieldRefusal(name, validator.message, { code: 'invalid_format', params: { format: field.type === 'text' ? (field.validator ?? '') : '' } });
        }
      }
      kept[name] = value;
    }
    return kept;
  }

  /** A value its column cannot hold is a 400 naming the field, not a failed statement. */
  private checkColumnLimits(values: Record<string, unknown>): void {
    const refused = valuesRefused(this.t, values);
    if (Object.keys(refused).length > 0) throw badRequest(`invalid input — ${describe(refused)}`, refused);
  }

  /** Each reference names an existing row of its resource (400 naming the field otherwise). */
  private async checkReferences(tx: Tx, values: Record<string, unknown>): Promise<void> {
    const fields: Record<string, string> = {};
    for (const [name, field] of Object.entries(this.t.definition.fields)) {
      const value = values[name];
      if (field.type !== 'reference' || value === null || value === undefined) continue;
      if (this.t.definition.tree?.parentField === name && value === 0) continue;
      const target = this.registry.referenced(this.t, name, field.resource);
      const [row] = await tx
        .select({ id: target.idColumn })
        .from(target.table)
        .where(and(eq(target.idColumn, Number(value)), target.notDeleted()));
      if (!row) fields[name] = `no ${target.title} has id ${String(value)}`;
    }
    if (Object.keys(fields).length > 0) {
      const issues = Object.fromEntries(Object.keys(fields).map((name) => [name, { code: 'noSuchRecord' as const, params: { value: String(values[name]) } }]));
      throw badRequest(`invalid input — ${describe(fields)}`, fields, { issues });
    }
  }

  /** A tree row cannot move under itself or one of its descendants, nor under a row that does not exist. */
  private async checkTreeMove(tx: Tx, id: number, values: Record<string, unknown>): Promise<void> {
    const parentField = this.t.definition.tree?.parentField;
    if (!parentField || !(parentField in values)) return;
    const parentColumn = this.t.column(parentField);
    const refuseParent = (message: string, issue: FieldIssue) => fieldRefusal(parentField, message, issue);
    let ancestor = values[parentField] as number | null;
    for (let depth = 0; ancestor !== null && ancestor !== 0 && depth < MAX_TREE_DEPTH; depth += 1) {
      if (Number(ancestor) === id) throw refuseParent('cannot be the row itself or one of its descendants', { code: 'notAllowed' });
      const [row] = await tx
        .select({ parent: parentColumn })
        .from(this.t.table)
        .where(and(eq(this.t.idColumn, Number(ancestor)), this.t.notDeleted()));
      if (!row) {
        if (depth === 0) throw refuseParent(`no ${this.t.title} has id ${String(ancestor)}`, { code: 'noSuchRecord', params: { value: String(ancestor) } });
        return;
      }
      ancestor = row.parent as number | null;
    }
  }

  /** A tree row with children cannot be deleted (409 naming it). */
  private async refuseParents(tx: Tx, ids: number[]): Promise<void> {
    const parentColumn = this.t.column(this.t.definition.tree!.parentField);
    const children = await tx
      .select({ id: this.t.idColumn, parent: parentColumn })
      .from(this.t.table)
      .where(and(inArray(parentColumn, ids), this.t.notDeleted()));
    if (children.length === 0) return;
    const parents = [...new Set(children.map((c) => Number(c.parent)))];
    throw refuse(ResultCode.conflict, `${this.t.title} ${parents.join(', ')} still has children; delete or move them first`, {
      reason: 'record.hasChildren',
      params: { ids: parents.join(', ') },
      extra: { ids: parents },
    });
  }
}

const describe = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');

function staleVersion(title: string, id: number) {
  return conflictOn(`${title} ${id} was ${STALE_VERSION_MESSAGE}`, { version: STALE_VERSION_MESSAGE }, { reason: 'record.stale', params: { id }, issues: { version: { code: 'stale' } } });
}

