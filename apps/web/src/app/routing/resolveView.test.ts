import { describe, expect, it } from 'vitest';
import { resolveView, viewCandidates, type ViewLoader } from './resolveView';

const page: ViewLoader = async () => ({ default: () => null });
const views = {
  'home/pages/index.tsx': page,
  'system/pages/dict/index.tsx': page,
  'system/pages/menu/index.tsx': page,
  'system/pages/menu/index2.tsx': page,
  'finance/pages/recharge/index.tsx': page,
  'finance/pages/recharge/index/index.tsx': page,
};

describe('resolveView', () => {
  it('maps the first segment to the feature and the rest to pages/', () => {
    expect(viewCandidates('system/dict/index')).toEqual(['system/pages/dict/index.tsx', 'system/pages/dict/index/index.tsx']);
  });

  it('finds a page by exact match', () => {
    expect(resolveView('home/index', views)).toMatchObject({ kind: 'page', file: 'home/pages/index.tsx' });
    expect(resolveView('/system/dict/index', views)).toMatchObject({ kind: 'page', file: 'system/pages/dict/index.tsx' });
  });

  it('does not prefix-match (menu/index is not menu/index2)', () => {
    expect(resolveView('system/menu/index', views)).toMatchObject({ kind: 'page', file: 'system/pages/menu/index.tsx' });
    expect(resolveView('system/menu/ind', views)).toEqual({ kind: 'missing', component: 'system/menu/ind' });
  });

  it('reports two matches as ambiguous and none as missing', () => {
    expect(resolveView('finance/recharge/index', views)).toEqual({ kind: 'ambiguous', component: 'finance/recharge/index' });
    expect(resolveView('member/kyc/index', views)).toEqual({ kind: 'missing', component: 'member/kyc/index' });
  });

  it('treats the parent view and an empty component as the nested outlet', () => {
    expect(resolveView('layout/routerView/parent', views)).toEqual({ kind: 'outlet' });
    expect(resolveView('', views)).toEqual({ kind: 'outlet' });
    expect(resolveView(undefined, views)).toEqual({ kind: 'outlet' });
  });

  it('never climbs out of the features folder', () => {
    expect(resolveView('home/../home/index', views).kind).toBe('missing');
    expect(resolveView('home', views).kind).toBe('missing');
  });
});
