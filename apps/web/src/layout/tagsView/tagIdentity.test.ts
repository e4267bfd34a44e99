import { describe, expect, it } from 'vitest';
import { tagKey } from './tagIdentity';

const route = (pattern: string, search = '', params: Record<string, string> = {}) => ({ pattern, search, params });

describe('tag identity', () => {
  it('is the pattern alone for a page without parameters', () => {
    expect(tagKey(route('/home'), false)).toBe('/home');
  });

  it('does not depend on the order of the query', () => {
    expect(tagKey(route('/finance/recharge', '?b=2&a=1'), false)).toBe(tagKey(route('/finance/recharge', 'a=1&b=2'), false));
    expect(tagKey(route('/finance/recharge', '?b=2&a=1'), false)).toBe('/finance/recharge?a=1&b=2');
  });

  it('keeps repeated query names, sorted by value', () => {
    expect(tagKey(route('/x', '?s=b&s=a'), false)).toBe('/x?s=a&s=b');
  });

  it('decodes percent-encoding, plus signs and Chinese characters to one key', () => {
    const encoded = tagKey(route('/member', '?name=%E5%BC%A0%E4%B8%89&q=a+b'), false);
    const plain = tagKey(route('/member', '?q=a%20b&name=张三'), false);
    expect(encoded).toBe(plain);
    expect(encoded).toBe('/member?name=张三&q=a b');
  });

  it('decodes an encoded path (unmatched URLs use the path as pattern)', () => {
    expect(tagKey(route('/%E6%B5%8B%E8%AF%95'), false)).toBe('/测试');
    expect(tagKey(route('/100%'), false)).toBe('/100%');
  });

  it('includes params, sorted, before the query, without decoding them twice', () => {
    expect(tagKey(route('/member/:id/:tab', '?x=1', { tab: 'wallet', id: '7' }), false)).toBe('/member/:id/:tab?:id=7&:tab=wallet&x=1');
    expect(tagKey(route('/m/:name', '', { name: 'a%20b' }), false)).toBe('/m/:name?:name=a%20b');
    expect(tagKey(route('/m/:id', '', { id: '1' }), false)).not.toBe(tagKey(route('/m/:id', '', { id: '2' }), false));
  });

  it('is one key per route pattern in share mode', () => {
    expect(tagKey(route('/member/:id', '?tab=1', { id: '7' }), true)).toBe('/member/:id');
    expect(tagKey(route('/member/:id', '', { id: '8' }), true)).toBe('/member/:id');
  });
});
