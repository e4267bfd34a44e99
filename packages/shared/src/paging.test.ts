import { describe, expect, it } from 'vitest';
import { MAX_PAGE_INDEX, pageQuerySchema } from './api';

describe('pageQuerySchema', () => {
  it('refuses a page number whose offset PostgreSQL could not take, naming the limit', () => {
    const result = pageQuerySchema.safeParse({ pageIndex: String(MAX_PAGE_INDEX + 1), pageSize: '1000' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['pageIndex']);
    expect(result.error?.issues[0]?.message).toBe(`must be at most ${MAX_PAGE_INDEX}`);
  });

  it('takes page numbers up to the limit, and defaults to the first page', () => {
    expect(pageQuerySchema.parse({ pageIndex: String(MAX_PAGE_INDEX) }).pageIndex).toBe(MAX_PAGE_INDEX);
    expect(pageQuerySchema.parse({}).pageIndex).toBe(1);
  });
});
