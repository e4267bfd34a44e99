import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '@ledgerdesk/shared';
import { Providers } from '@/app/Providers';
import { setLanguage } from '@/lib/i18n';
import { tagFromMenu } from './tagFromMenu';
import { TagItem } from './TagItem';

const route = (path: string, meta: Pick<MenuRoute['meta'], 'title' | 'titles'>): MenuRoute => ({
  path,
  name: path.slice(1),
  component: 'resource/index',
  meta: { isLink: '', isHide: false, isKeepAlive: false, isAffix: false, isIframe: false, roles: [], icon: '', ...meta },
});

const renderTag = (menu: MenuRoute) => {
  const tag = tagFromMenu(menu, { pattern: menu.path, params: {}, search: '' }, menu.path, false);
  render(
    <Providers>
      <MemoryRouter>
        <TagItem tag={tag} active showIcon={false} dragProps={{}} onAction={() => undefined} onContextMenu={() => undefined} />
      </MemoryRouter>
    </Providers>,
  );
};

describe('a tag of a menu', () => {
  it("shows the menu's own title in the current language and follows a language switch", () => {
    setLanguage('en');
    renderTag(route('/lab/gadget', { title: '实验小工具', titles: { en: 'Lab gadgets', 'zh-tw': '實驗小工具' } }));
    expect(screen.getByRole('link')).toHaveTextContent('Lab gadgets');
    // The refresh and close buttons are named after the tag too.
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([expect.stringMatching(/ Lab gadgets$/), expect.stringMatching(/ Lab gadgets$/)]);
    act(() => setLanguage('zh-tw'));
    expect(screen.getByRole('link')).toHaveTextContent('實驗小工具');
    act(() => setLanguage('zh-cn'));
    expect(screen.getByRole('link')).toHaveTextContent('实验小工具');
  });

  it('translates a title that is an i18n key', () => {
    setLanguage('en');
    renderTag(route('/home', { title: 'message.router.home' }));
    expect(screen.getByRole('link')).toHaveTextContent('Home');
  });
});
