import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_PATH } from '@/lib/homePath';
import { useSession } from '@/lib/session';
import { session } from '@/lib/storage';
import { tagKey, type TagRoute } from './tagIdentity';
import { PAGE_FULLSCREEN_STORAGE_KEY, savedTags, TAGS_STORAGE_KEY, useTags, type Tag } from './tagsStore';

function tag(path: string, extra: Partial<Tag> = {}, params: Record<string, string> = {}, pattern?: string): Tag {
  const [pathname = path, search = ''] = path.split('?');
  const route: TagRoute = { pattern: pattern ?? pathname, params, search };
  return { key: tagKey(route, false), path, route, title: `t${pathname}`, icon: '', isAffix: false, isKeepAlive: false, ...extra };
}

const home = tag('/home', { isAffix: true });
const a = tag('/a');
const b = tag('/b');
const c = tag('/c');
const keys = () => useTags.getState().tags.map((t) => t.key);
const store = () => useTags.getState();

function openAll(...tags: Tag[]) {
  store().init([home], []);
  tags.forEach((t) => store().open(t));
}

beforeEach(() => {
  session.clear();
  useTags.getState().reset();
});

describe('tags store: opening', () => {
  it('starts with the pinned tags and adds each page once, in visiting order', () => {
    openAll(a, b, a);
    expect(keys()).toEqual(['/home', '/a', '/b']);
    expect(store().activeKey).toBe('/a');
  });

  it('gives the same page with the same query in another order or encoding one tag', () => {
    openAll(tag('/list?b=2&a=%E4%B8%AD'), tag('/list?a=中&b=2'));
    expect(keys()).toEqual(['/home', '/list?a=中&b=2']);
    // The tag goes where it was last opened.
    expect(store().tags[1]!.path).toBe('/list?a=中&b=2');
  });

  it('keeps one tag per query or params, and one per route in share mode', () => {
    const one = tag('/m/1', {}, { id: '1' }, '/m/:id');
    const two = tag('/m/2', {}, { id: '2' }, '/m/:id');
    openAll(one, two);
    expect(keys()).toEqual(['/home', '/m/:id?:id=1', '/m/:id?:id=2']);
    store().rekey(true);
    expect(keys()).toEqual(['/home', '/m/:id']);
    expect(store().activeKey).toBe('/m/:id');
  });

  it('never unpins a pinned tag and never duplicates it', () => {
    store().init([home], [{ ...home, isAffix: false }, a]);
    store().open({ ...home, isAffix: false });
    expect(keys()).toEqual(['/home', '/a']);
    expect(store().tags[0]!.isAffix).toBe(true);
  });

  it('restores saved tags after the pinned ones, saving every change to session storage', () => {
    openAll(a, b);
    expect(session.get<Tag[]>(TAGS_STORAGE_KEY)?.map((t) => t.key)).toEqual(['/home', '/a', '/b']);
    store().move('/b', '/a');
    const saved = savedTags();
    useTags.setState({ tags: [] });
    store().init([home], saved);
    expect(keys()).toEqual(['/home', '/b', '/a']);
  });

  it('forgets the tags when the session ends without a reload', () => {
    openAll(a);
    useSession.setState({ phase: 'ready' });
    useSession.setState({ phase: 'anonymous' });
    expect(store()).toMatchObject({ tags: [], activeKey: null, initialised: false });
  });

  it('ignores a damaged saved list', () => {
    session.set(TAGS_STORAGE_KEY, [{ nope: 1 }, a]);
    expect(savedTags().map((t) => t.key)).toEqual(['/a']);
    session.set(TAGS_STORAGE_KEY, 'junk');
    expect(savedTags()).toEqual([]);
  });
});

describe('tags store: actions', () => {
  it('refresh bumps only that tag\'s generation and goes to it when it is not the active one', () => {
    openAll(a, b);
    expect(store().refresh('/b')).toBeNull();
    expect(store().refresh('/a')).toBe('/a');
    expect(store().generations).toEqual({ '/a': 1, '/b': 1 });
    expect(store().refresh('/nope')).toBeNull();
  });

  it('close of the active tag goes to the right neighbour, else the left, else home', () => {
    openAll(a, b, c);
    store().open(b);
    expect(store().close('/b')).toBe('/c');
    store().open(c);
    expect(store().close('/c')).toBe('/a');
    store().init([], [a]);
    store().open(a);
    expect(store().close('/a')).toBe(HOME_PATH);
  });

  it('close of another tag stays put and forgets its refresh count', () => {
    openAll(a, b);
    store().refresh('/a');
    expect(store().close('/a')).toBeNull();
    expect(keys()).toEqual(['/home', '/b']);
    expect(store().generations).toEqual({});
  });

  it('does not close a pinned tag', () => {
    openAll(a);
    expect(store().close('/home')).toBeNull();
    expect(keys()).toEqual(['/home', '/a']);
  });

  it('close others acts on the given tag, not the active one, and keeps the pinned', () => {
    openAll(a, b, c);
    expect(store().closeOthers('/a')).toBe('/a');
    expect(keys()).toEqual(['/home', '/a']);
  });

  it('close all keeps the pinned and goes to the last pinned tag unless one is active', () => {
    openAll(a, b);
    expect(store().closeAll()).toBe('/home');
    expect(keys()).toEqual(['/home']);
    store().open(home);
    expect(store().closeAll()).toBeNull();
    store().init([], [a]);
    store().open(a);
    expect(store().closeAll()).toBe(HOME_PATH);
  });

  it('page full screen goes to the tag it was asked for and is remembered for the session', () => {
    openAll(a, b);
    expect(store().setPageFullscreen('/a', true)).toBe('/a');
    expect(session.get(PAGE_FULLSCREEN_STORAGE_KEY)).toBe(true);
    expect(store().setPageFullscreen('/a', false)).toBeNull();
    expect(store().isPageFullscreen).toBe(false);
  });

  it('moves a tag to another\'s place', () => {
    openAll(a, b, c);
    store().move('/c', '/a');
    expect(keys()).toEqual(['/home', '/c', '/a', '/b']);
    store().move('/home', '/home');
    expect(keys()).toEqual(['/home', '/c', '/a', '/b']);
  });
});
