import { describe, expect, it } from 'vitest';
import { paramsShapeOf } from './paramsShape';

describe('paramsShapeOf', () => {
  it('reads a handler parameter schema as one line, optional keys marked', () => {
    expect(
      paramsShapeOf({
        type: 'object',
        properties: { keepDays: { type: 'integer' }, mode: { enum: ['a', 'b'] }, tags: { type: 'array', items: { type: 'string' } } },
        required: ['keepDays'],
      }),
    ).toBe('{ keepDays: integer, mode?: "a" | "b", tags?: string[] }');
  });

  it('says nothing for a handler that takes no parameters or an unreadable schema', () => {
    expect(paramsShapeOf({ type: 'object', properties: {}, additionalProperties: false })).toBeNull();
    expect(paramsShapeOf(null)).toBeNull();
    expect(paramsShapeOf('x')).toBeNull();
  });
});
