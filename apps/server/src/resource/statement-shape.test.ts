import { and, eq, gte, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { widgets } from './resource-test-kit';
import { conditionShape } from './statement-shape';

const dialect = new PgDialect();

describe('conditionShape', () => {
  it('keeps the text, and rebuilds the condition with named placeholders that take the same values in the same places', () => {
    const condition = and(eq(widgets.code, 'AB-1'), gte(widgets.qty, 5), sql`${widgets.status} = any(${sql.param(['DRAFT', 'RETIRED'])})`)!;
    const plain = dialect.sqlToQuery(condition);
    const shape = conditionShape(condition, 'w')!;
    expect(shape.text).toBe(plain.sql);
    expect(shape.values).toEqual({ w1: 'AB-1', w2: 5, w3: ['DRAFT', 'RETIRED'] });
    // Rendered again, the fragment's text is the condition's; its parameters are the placeholders, in order.
    const rebuilt = dialect.sqlToQuery(shape.fragment!);
    expect(rebuilt.sql).toBe(plain.sql);
    expect(rebuilt.params.map((p) => (p as { name: string }).name)).toEqual(['w1', 'w2', 'w3']);
  });

  it('gives one text for any values, and another for another condition', () => {
    const a = conditionShape(eq(widgets.code, 'x'), 'w')!;
    const b = conditionShape(eq(widgets.code, "y'; drop table t_widget; --"), 'w')!;
    const c = conditionShape(eq(widgets.title, 'x'), 'w')!;
    expect(a.text).toBe(b.text);
    expect(b.text).not.toContain('drop');
    expect(c.text).not.toBe(a.text);
  });

  it('an absent condition is an empty shape', () => {
    expect(conditionShape(undefined, 'w')).toEqual({ text: '', fragment: undefined, values: {} });
  });

  it('refuses a text holding a $n that is not its own parameter in order, rather than misplace a value', () => {
    expect(conditionShape(sql`${widgets.code} = '$1' and ${widgets.qty} = ${5}`, 'w')).toBeUndefined();
    expect(conditionShape(sql.raw(`code ~ '^a$9'`), 'w')).toBeUndefined();
    expect(conditionShape(sql`${widgets.code} ~ '^a$'`, 'w')).toMatchObject({ values: {} });
  });
});
