import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { API_BASE, defineResource, type ResourceDefinition } from '@ledgerdesk/shared';
import { id } from '../db/schema/columns';
import type { Db } from '../db/client';
import { createTestApp } from '../test/harness';
import type { ResourceBinding } from './binding';
import { BoundResource } from './bound-resource';
import { ResourceRegistry } from './registry';
import { resourcePlugin } from './resource-plugin';
import { ownerBinding, widgetBinding, widgets } from './resource-test-kit';
import { columnRefuses, scaleProblems } from './column-limits';

const things = pgTable('t_thing', { id: id(), name: text('name').notNull(), version: integer('version').notNull().default(0) });
const bare = pgTable('t_bare', { id: id(), name: text('name').notNull() });
const softThings = pgTable('t_soft', { id: id(), name: text('name').notNull(), deletedAt: timestamp('deleted_at') });

const base = defineResource({
  name: 'test/thing',
  table: 't_thing',
  permission: 'test/thing',
  title: 'thing',
  fields: { name: { label: 'name', type: 'text', required: true } },
  defaultSort: { field: 'id', order: 'asc' },
  delete: 'hard',
});
const bind = (definition: Partial<ResourceDefinition>, extra: Partial<ResourceBinding> = {}) => () =>
  new BoundResource({ definition: { ...base, ...definition } as ResourceDefinition, table: things, ...extra });

describe('binding a definition to its table', () => {
  it('accepts a definition that fits its table', () => {
    expect(bind({})().name).toBe('test/thing');
  });

  it.each([
    ['a field that is not a column', { fields: { ...base.fields, colour: { label: 'c', type: 'text' } } }, 'field colour is not a column of t_thing'],
    ['a column named by its SQL name instead of the property', { fields: { ...base.fields, deleted_at: { label: 'd', type: 'datetime' } } }, 'field deleted_at is not a column'],
    ['another table', { table: 't_other' }, 'the definition names table t_other but the drizzle table is t_thing'],
    ['soft delete without deletedAt', { delete: 'soft' }, 'soft delete needs a column deletedAt'],
    ['a tree whose parent is not a field', { tree: { parentField: 'parentId' } }, 'tree.parentField parentId is not a field'],
    ['a default sort on no field', { defaultSort: { field: 'rank', order: 'asc' } }, 'defaultSort.field rank is not a field'],
    ['a record label that is no field', { recordLabel: 'title' }, 'recordLabel title is not a field'],
    ['texts in other languages in a field that is not there', { fields: { name: { label: 'n', type: 'text', filter: 'prefix', languages: { en: 'nameEn', 'zh-tw': 'name' } } } }, 'field name: its text in another language is nameEn, which is not a text column'],
    ['texts in other languages beside a number', { fields: { name: { label: 'n', type: 'integer', languages: { en: 'name', 'zh-tw': 'name' } } } }, 'field name: only a text field has texts in other languages'],
    ['an action without a handler', { actions: { archive: { label: 'a', scope: 'row' } } }, 'action archive has no handler'],
    ['a range filter on text', { fields: { name: { label: 'n', type: 'text', filter: 'range' } } }, 'name: a range filter needs an integer, money, decimal or datetime field'],
    ['a filter on json', { fields: { name: { label: 'n', type: 'json', filter: 'exact' } } }, 'name: a json field cannot be filtered'],
  ] as Array<[string, Partial<ResourceDefinition>, string]>)('refuses %s, naming it', (_case, definition, message) => {
    expect(bind(definition)).toThrow(message);
    expect(bind(definition)).toThrow('resource test/thing');
  });

  it('lists a virtual field only when a decorateList hook answers it, and never exports, filters or sorts one', () => {
    const tags = { label: 'tags', type: 'json', virtual: true } as const;
    expect(bind({ fields: { ...base.fields, tags } })).toThrow('virtual field tags cannot be listed without a decorateList hook');
    expect(bind({ fields: { ...base.fields, tags } }, { hooks: { decorateList: (rows) => rows } })().name).toBe('test/thing');
    expect(bind({ fields: { ...base.fields, tags: { ...tags, list: false, export: true } } })).toThrow('virtual field tags cannot be exported, filtered or sorted');
  });

  it('lists a virtual field the database computes, and computes only virtual fields', () => {
    const tags = { label: 'tags', type: 'text', virtual: true } as const;
    expect(bind({ fields: { ...base.fields, tags } }, { hooks: { computed: { tags: sql`'a'` } } })().name).toBe('test/thing');
    expect(bind({}, { hooks: { computed: { name: sql`'a'` } } })).toThrow('computed name is not a virtual field of the definition');
    expect(bind({}, { hooks: { computed: { colour: sql`'a'` } } })).toThrow('computed colour is not a virtual field of the definition');
  });

  it('refuses a handler the definition does not declare', () => {
    expect(bind({}, { actions: { stray: async () => null } })).toThrow('handler stray is not an action of the definition');
  });

  it('needs a version column when the resource can be edited, not otherwise', () => {
    const definition = { ...base, table: 't_bare' };
    expect(() => new BoundResource({ definition, table: bare })).toThrow('an editable resource (optimistic concurrency) needs a column version');
    expect(new BoundResource({ definition: { ...definition, ops: ['list', 'get', 'add'] }, table: bare }).name).toBe('test/thing');
  });

  it('accepts soft delete with deletedAt', () => {
    const definition = { ...base, table: 't_soft', delete: 'soft' as const, ops: ['list', 'delete'] as const };
    expect(new BoundResource({ definition, table: softThings }).notDeleted()).toBeDefined();
  });

  it('the registry names references to unregistered resources, and a second binding of one name', () => {
    const registry = new ResourceRegistry(null as unknown as Db);
    registry.add(
      new BoundResource({
        definition: { ...base, fields: { ...base.fields, version: { label: 'v', type: 'reference', resource: 'test/nowhere', labelField: 'name' } } },
        table: things,
      }),
    );
    expect(registry.problems()).toEqual(['resource test/thing: field version references test/nowhere, which is not registered']);
    expect(() => registry.add(new BoundResource({ definition: base, table: things }))).toThrow('resource test/thing is registered twice');
  });

  it("the registry names a reference that shows another field than the rows' record label (a picker offers them by it)", () => {
    const registry = new ResourceRegistry(null as unknown as Db);
    registry.add(new BoundResource(ownerBinding));
    registry.add(new BoundResource({ ...widgetBinding, definition: { ...widgetBinding.definition, fields: { ...widgetBinding.definition.fields, ownerId: { label: 'Owner', type: 'reference', resource: 'test/owner', labelField: 'id' } } } }));
    expect(registry.problems()).toEqual(['resource test/widget: field ownerId shows test/owner.id, but its rows are named by name']);
  });

  it('an app whose references do not fit together does not start', async () => {
    // The widget references test/owner, which is not registered here.
    await expect(
      createTestApp('pglite', {}, (app) => void app.register(resourcePlugin, { prefix: API_BASE, ...widgetBinding })),
    ).rejects.toThrow('resource test/widget: field ownerId references test/owner, which is not registered');
  }, 120_000);

  it('knows what a column can hold: integer range, numeric whole digits, decimal places', () => {
    expect(columnRefuses(widgets.qty, 2_147_483_647)).toBeUndefined();
    expect(columnRefuses(widgets.qty, 2_147_483_648)).toBe('must be at most 2147483647');
    expect(columnRefuses(widgets.qty, -2_147_483_649)).toBe('must be at least -2147483648');
    expect(columnRefuses(widgets.rate, '123456.1234')).toBeUndefined();
    expect(columnRefuses(widgets.rate, '-1234567')).toBe('at most 6 integer digits');
    expect(columnRefuses(widgets.ownerId, 2 ** 50)).toBeUndefined();
    const tooFine = new BoundResource({
      ...widgetBinding,
      definition: { ...widgetBinding.definition, fields: { ...widgetBinding.definition.fields, rate: { label: 'r', type: 'decimal', scale: 6 } } },
    });
    expect(scaleProblems(tooFine)).toEqual(['resource test/widget: field rate takes 6 decimal places but its column keeps 4']);
  });
});
