import { getTableColumns, getTableName, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { hasOp, resourceSchemas, textFieldsOf, type ResourceDefinition, type ResourceSchemas } from '@ledgerdesk/shared';
import type { ResourceBinding } from './binding';
import { englishLabel } from './english-label';

/** The schemas of a resource's calls; an action's is the binding's own when it gives one (`actionSchemas`). */
export type BoundSchemas = Omit<ResourceSchemas, 'actions'> & { actions: Readonly<Record<string, z.ZodType>> };

/**
 * A definition bound to its table, checked once at registration: every field is a column of the
 * table (named as the drizzle property), an editable resource has `version`, a soft-deleting one
 * `deletedAt`, a tree its parent column, every action its handler. A mistake stops start-up with
 * a message naming it, instead of surfacing as a 500 on the first request.
 */
export class BoundResource {
  readonly definition: ResourceDefinition;
  readonly table: PgTable;
  readonly hooks: NonNullable<ResourceBinding['hooks']>;
  readonly actions: NonNullable<ResourceBinding['actions']>;
  readonly actionSchemas: NonNullable<ResourceBinding['actionSchemas']>;
  readonly actionAnswers: NonNullable<ResourceBinding['actionAnswers']>;
  readonly columns: Record<string, PgColumn>;
  readonly schemas: BoundSchemas;
  readonly tableName: string;

  constructor(binding: ResourceBinding) {
    this.definition = binding.definition;
    this.table = binding.table;
    this.hooks = binding.hooks ?? {};
    this.actions = binding.actions ?? {};
    this.actionSchemas = binding.actionSchemas ?? {};
    this.actionAnswers = binding.actionAnswers ?? {};
    this.columns = getTableColumns(binding.table) as Record<string, PgColumn>;
    this.tableName = getTableName(binding.table);
    const problems = bindingProblems(this);
    if (problems.length > 0) {
      throw new Error(`resource ${this.definition.name} cannot be bound to table ${this.tableName}: ${problems.join('; ')}`);
    }
    try {
      const derived = resourceSchemas(this.definition);
      this.schemas = { ...derived, actions: { ...derived.actions, ...binding.actionSchemas } };
    } catch (error) {
      throw new Error(`resource ${this.definition.name}: ${(error as Error).message}`);
    }
  }

  get name(): string {
    return this.definition.name;
  }

  /** The resource's title in English, for server messages. */
  get title(): string {
    return englishLabel(this.definition.title);
  }

  column(name: string): PgColumn {
    const column = this.columns[name];
    if (!column) throw new Error(`resource ${this.name}: ${name} is not a column of ${this.tableName}`);
    return column;
  }

  has(name: string): boolean {
    return name in this.columns;
  }

  get idColumn(): PgColumn {
    return this.column('id');
  }

  /** Soft-deleted rows are hidden everywhere. */
  notDeleted(): SQL | undefined {
    return this.definition.delete === 'soft' ? isNull(this.column('deletedAt')) : undefined;
  }
}

function bindingProblems(bound: BoundResource): string[] {
  const { definition, columns } = bound;
  const problems: string[] = [];
  const need = (name: string, why: string) => {
    if (!(name in columns)) problems.push(`${why} needs a column ${name} (drizzle property name)`);
  };
  if (definition.table !== bound.tableName) {
    problems.push(`the definition names table ${definition.table} but the drizzle table is ${bound.tableName}`);
  }
  need('id', 'every resource');
  if (definition.pendingChange !== undefined) {
    const field = definition.fields[definition.pendingChange];
    if (field?.type !== 'boolean' || !field.virtual || !bound.hooks.decorateList) {
      problems.push(`pendingChange ${definition.pendingChange} must be a virtual boolean field answered by a decorateList hook`);
    }
  }
  for (const [name, field] of Object.entries(definition.fields)) {
    if (field.virtual) {
      // Kept by the hooks elsewhere: nothing to filter, sort or export from this table; listed only when a hook answers it.
      if (name in columns) problems.push(`field ${name} is virtual but is a column of ${bound.tableName}`);
      if (field.list !== false && !bound.hooks.decorateList && !bound.hooks.computed?.[name]) {
        problems.push(`virtual field ${name} cannot be listed without a decorateList hook or a computed value to answer it (set list: false)`);
      }
      if (field.export === true || field.filter || field.sort) {
        problems.push(`virtual field ${name} cannot be exported, filtered or sorted`);
      }
      continue;
    }
    if (!(name in columns)) problems.push(`field ${name} is not a column of ${bound.tableName} (fields are named as the drizzle table's properties)`);
  }
  if (hasOp(definition, 'edit')) need('version', 'an editable resource (optimistic concurrency)');
  if (definition.delete === 'soft') need('deletedAt', 'soft delete');
  if (definition.tree) {
    const parent = definition.tree.parentField;
    if (!(parent in definition.fields)) problems.push(`tree.parentField ${parent} is not a field`);
    need(parent, 'the tree');
  }
  for (const [name, field] of Object.entries(definition.fields)) {
    if (field.languages && field.type !== 'text') {
      problems.push(`field ${name}: only a text field has texts in other languages`);
      continue;
    }
    // A computed text (worked out with the row) has its other languages computed beside it.
    const computed = bound.hooks.computed ?? {};
    const answered = (other: string) => (name in computed ? other in computed : other in columns);
    for (const other of textFieldsOf(name, field).slice(1)) {
      if (definition.fields[other]?.type !== 'text' || !answered(other)) {
        problems.push(`field ${name}: its text in another language is ${other}, which is not a text ${name in computed ? 'computed field' : 'column'}`);
      }
    }
  }
  const sortField = definition.defaultSort.field;
  if (sortField !== 'id' && !(sortField in definition.fields)) problems.push(`defaultSort.field ${sortField} is not a field`);
  if (definition.recordLabel !== undefined && !(definition.recordLabel in definition.fields)) problems.push(`recordLabel ${definition.recordLabel} is not a field`);
  const declared = Object.keys(definition.actions ?? {});
  const handled = Object.keys(bound.actions);
  for (const name of declared) {
    if (!handled.includes(name)) problems.push(`action ${name} has no handler`);
    const when = definition.actions?.[name]?.when;
    if (when && !(when.field in columns)) problems.push(`action ${name}: when.field ${when.field} is not a column`);
  }
  for (const name of handled) if (!declared.includes(name)) problems.push(`handler ${name} is not an action of the definition`);
  for (const name of Object.keys(bound.hooks.computed ?? {})) {
    if (!definition.fields[name]?.virtual) problems.push(`computed ${name} is not a virtual field of the definition`);
  }
  for (const [option, names] of [['actionSchemas', bound.actionSchemas], ['actionAnswers', bound.actionAnswers]] as const) {
    for (const name of Object.keys(names)) if (!declared.includes(name)) problems.push(`${option}.${name} is not an action of the definition`);
  }
  return problems;
}
