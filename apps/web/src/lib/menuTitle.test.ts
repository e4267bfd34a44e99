import { describe, expect, it } from 'vitest';
import { menuTitle } from './menuTitle';

describe('menuTitle', () => {
  it('translates an i18n key into the language asked for, whatever the current one', () => {
    const home = { title: 'message.router.home' };
    expect(menuTitle(home, 'zh-cn')).toBe('首页');
    expect(menuTitle(home, 'en')).toBe('Home');
    expect(menuTitle(home, 'zh-tw')).toBe('首頁');
  });

  it("shows a menu's own text in its language, and the zh-cn text in zh-cn", () => {
    const gadgets = { title: '实验小工具', titles: { en: 'Lab gadgets', 'zh-tw': '實驗小工具' } };
    expect(menuTitle(gadgets, 'en')).toBe('Lab gadgets');
    expect(menuTitle(gadgets, 'zh-tw')).toBe('實驗小工具');
    expect(menuTitle(gadgets, 'zh-cn')).toBe('实验小工具');
  });

  it('falls back to the title as it is when the menu has no text for the language', () => {
    expect(menuTitle({ title: '报表', titles: { 'zh-tw': '報表' } }, 'en')).toBe('报表');
    expect(menuTitle({ title: '报表', titles: { en: '' } }, 'en')).toBe('报表');
    expect(menuTitle({ title: 'Reports' }, 'zh-tw')).toBe('Reports');
  });

  it('shows a title that names a section of the translations as written, not i18next\'s complaint', () => {
    expect(menuTitle({ title: 'message' }, 'en')).toBe('message');
    expect(menuTitle({ title: 'message.router' }, 'zh-cn')).toBe('message.router');
    expect(menuTitle({ title: 'refusal' }, 'zh-tw')).toBe('refusal');
  });

  it("prefers an operator's own text over a key's translation", () => {
    expect(menuTitle({ title: 'message.router.home', titles: { en: 'Start' } }, 'en')).toBe('Start');
    expect(menuTitle({ title: 'message.router.home', titles: { en: 'Start' } }, 'zh-tw')).toBe('首頁');
  });
});
