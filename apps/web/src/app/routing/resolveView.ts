import type { ComponentType } from 'react';
import { isParentComponent } from '@/layout/routerView/parentComponent';

export type ViewModule = { default: ComponentType };
export type ViewLoader = () => Promise<ViewModule>;
/** Page files keyed by their path under src/features, e.g. 'system/pages/dict/index.tsx'. */
export type ViewMap = Readonly<Record<string, ViewLoader>>;

export type ViewResolution =
  | { kind: 'outlet' }
  | { kind: 'page'; file: string; load: ViewLoader }
  | { kind: 'missing' | 'ambiguous'; component: string };


/**
 * The files a menu's component string may name. Convention: the first segment is the feature
 * folder, the rest the path under its pages/, as `<rest>.tsx` or `<rest>/index.tsx`
 * ('system/dict/index' → system/pages/dict/index.tsx or system/pages/dict/index/index.tsx).
 */
export function viewCandidates(component: string): string[] {
  const segments = component.trim().replace(/\.tsx$/, '').split('/').filter(Boolean);
  const [feature, ...rest] = segments;
  if (!feature || rest.length === 0 || segments.some((s) => s === '.' || s === '..')) return [];
  const under = rest.join('/');
  return [`${feature}/pages/${under}.tsx`, `${feature}/pages/${under}/index.tsx`];
}

/**
 * Finds a menu's page by EXACT file match (the old console's prefix match let 'menu/index' pick
 * up 'menu/index2'). Two matches are ambiguous and zero are missing: both yield no page.
 */
export function resolveView(component: string | undefined, views: ViewMap): ViewResolution {
  const name = (component ?? '').trim();
  if (isParentComponent(name)) return { kind: 'outlet' };
  const hits = viewCandidates(name).filter((file) => file in views);
  const [file] = hits;
  if (hits.length === 1 && file) return { kind: 'page', file, load: views[file] as ViewLoader };
  return { kind: hits.length === 0 ? 'missing' : 'ambiguous', component: name };
}
