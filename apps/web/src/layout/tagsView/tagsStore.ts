import { create } from 'zustand';
import type { RouteTitles } from '@ledgerdesk/shared';
import { HOME_PATH } from '@/lib/homePath';
import { useSession } from '@/lib/session';
import { session } from '@/lib/storage';
import { tagKey, type TagRoute } from './tagIdentity';

export interface Tag {
  /** Canonical identity (tagIdentity.ts): also the page cache's key. */
  key: string;
  /** Where clicking the tag goes: the pathname and query last seen under this key. */
  path: string;
  route: TagRoute;
  /** The menu's meta.title and meta.titles, made a text when shown (menuTitle) so it follows the language. */
  title: string;
  titles?: RouteTitles;
  icon: string;
  isAffix: boolean;
  isKeepAlive: boolean;
}

/** Every action answers where to navigate afterwards, or null to stay where we are. */
type Go = string | null;

interface TagsState {
  /** In display order: the order lives here, not in the DOM (anchor §4). */
  tags: Tag[];
  activeKey: string | null;
  /** Bumped by refresh: the page rendered under that key remounts with a fresh state. */
  generations: Record<string, number>;
  isPageFullscreen: boolean;
  /** Whether init ran for this session: a layout switch must not run it again (anchor §4 #I58WGM). */
  initialised: boolean;
  /** Pinned tags first, then the restored ones that are not pinned; replaces whatever was there. */
  init: (pinned: Tag[], restored: readonly Tag[]) => void;
  /** The page now shown: its tag is added, or updated in place (path and title) if its key exists. */
  open: (tag: Tag) => void;
  refresh: (key: string) => Go;
  close: (key: string) => Go;
  closeOthers: (key: string) => Go;
  closeAll: () => Go;
  /** Moves the tag `fromKey` to where `toKey` is. */
  move: (fromKey: string, toKey: string) => void;
  /** Recomputes every key when share mode flips, merging tags that now share one. */
  rekey: (share: boolean) => void;
  setPageFullscreen: (key: string, on: boolean) => Go;
  /** Forgets everything: the next signed-in user starts with their own pinned tags. */
  reset: () => void;
}

export const TAGS_STORAGE_KEY = 'tagsViewList';
export const PAGE_FULLSCREEN_STORAGE_KEY = 'tagsViewPageFullscreen';

/** Whether two tags' own title texts are the same (an operator may have edited the menu's English title). */
const sameTitles = (a: RouteTitles | undefined, b: RouteTitles | undefined): boolean => a?.en === b?.en && a?.['zh-tw'] === b?.['zh-tw'];

const pathOf = (tags: readonly Tag[], key: string | null): string | undefined => tags.find((t) => t.key === key)?.path;

/** Goes to the tag unless it is already the active one. */
function goTo(state: TagsState, key: string): Go {
  return state.activeKey === key ? null : (pathOf(state.tags, key) ?? null);
}

function dropGenerations(generations: Record<string, number>, keep: readonly Tag[]): Record<string, number> {
  const kept = new Set(keep.map((t) => t.key));
  return Object.fromEntries(Object.entries(generations).filter(([key]) => kept.has(key)));
}

function dedupe(tags: readonly Tag[]): Tag[] {
  const seen = new Set<string>();
  return tags.filter((t) => !seen.has(t.key) && seen.add(t.key));
}

export const useTags = create<TagsState>()((set, get) => ({
  tags: [],
  activeKey: null,
  generations: {},
  isPageFullscreen: session.get<boolean>(PAGE_FULLSCREEN_STORAGE_KEY) ?? false,
  initialised: false,

  init: (pinned, restored) => {
    const pinnedKeys = new Set(pinned.map((t) => t.key));
    const rest = restored.filter((t) => !pinnedKeys.has(t.key)).map((t) => ({ ...t, isAffix: false }));
    set({ tags: dedupe([...pinned, ...rest]), generations: {}, initialised: true });
  },

  open: (tag) =>
    set((s) => {
      const at = s.tags.findIndex((t) => t.key === tag.key);
      if (at < 0) return { tags: [...s.tags, tag], activeKey: tag.key };
      const known = s.tags[at]!;
      // Nothing new: keep the same array, so subscribers do not re-render.
      if (s.activeKey === tag.key && known.path === tag.path && known.title === tag.title && sameTitles(known.titles, tag.titles) && known.icon === tag.icon) return s;
      const tags = [...s.tags];
      // A pinned tag stays pinned whatever the route says now.
      tags[at] = { ...tag, isAffix: known.isAffix || tag.isAffix };
      return { tags, activeKey: tag.key };
    }),

  refresh: (key) => {
    const s = get();
    if (!s.tags.some((t) => t.key === key)) return null;
    set({ generations: { ...s.generations, [key]: (s.generations[key] ?? 0) + 1 } });
    return goTo(s, key);
  },

  close: (key) => {
    const s = get();
    const at = s.tags.findIndex((t) => t.key === key);
    if (at < 0 || s.tags[at]!.isAffix) return null;
    const tags = s.tags.filter((t) => t.key !== key);
    set({ tags, generations: dropGenerations(s.generations, tags) });
    if (s.activeKey !== key) return null;
    // The neighbour on the right (now at the same index), else the one on the left, else home.
    const next = tags[at] ?? tags[at - 1];
    if (!next) set({ activeKey: null });
    return next ? next.path : HOME_PATH;
  },

  closeOthers: (key) => {
    const s = get();
    if (!s.tags.some((t) => t.key === key)) return null;
    const tags = s.tags.filter((t) => t.isAffix || t.key === key);
    set({ tags, generations: dropGenerations(s.generations, tags) });
    return goTo(s, key);
  },

  closeAll: () => {
    const s = get();
    const tags = s.tags.filter((t) => t.isAffix);
    set({ tags, generations: dropGenerations(s.generations, tags) });
    if (tags.some((t) => t.key === s.activeKey)) return null;
    return tags.at(-1)?.path ?? HOME_PATH;
  },

  move: (fromKey, toKey) =>
    set((s) => {
      const from = s.tags.findIndex((t) => t.key === fromKey);
      const to = s.tags.findIndex((t) => t.key === toKey);
      if (from < 0 || to < 0 || from === to) return s;
      const tags = [...s.tags];
      const [moved] = tags.splice(from, 1);
      tags.splice(to, 0, moved!);
      return { tags };
    }),

  rekey: (share) =>
    set((s) => {
      const tags = dedupe(s.tags.map((t) => ({ ...t, key: tagKey(t.route, share) })));
      const active = s.tags.find((t) => t.key === s.activeKey);
      return { tags, generations: {}, activeKey: active ? tagKey(active.route, share) : null };
    }),

  setPageFullscreen: (key, on) => {
    const s = get();
    set({ isPageFullscreen: on });
    return on ? goTo(s, key) : null;
  },

  reset: () => set({ tags: [], activeKey: null, generations: {}, isPageFullscreen: false, initialised: false }),
}));

/** The tags as saved in this browser session (restored on load when isCacheTagsView is on). */
export function savedTags(): Tag[] {
  const saved = session.get<Tag[]>(TAGS_STORAGE_KEY);
  return Array.isArray(saved) ? saved.filter((t) => typeof t?.key === 'string' && typeof t.path === 'string') : [];
}

// Signed out without a reload (session expired): the next sign-in may be someone else.
useSession.subscribe((state, prev) => {
  if (state.phase === 'anonymous' && prev.phase !== 'anonymous') useTags.getState().reset();
});

// Always saved, so turning isCacheTagsView on later still finds this session's tags (anchor §1.5).
useTags.subscribe((state, prev) => {
  if (state.tags !== prev.tags) session.set(TAGS_STORAGE_KEY, state.tags);
  if (state.isPageFullscreen !== prev.isPageFullscreen) session.set(PAGE_FULLSCREEN_STORAGE_KEY, state.isPageFullscreen);
});
