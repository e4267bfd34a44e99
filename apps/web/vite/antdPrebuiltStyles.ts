import { createRequire } from 'node:module';
import type * as AntdIcons from '@ant-design/icons';
import type * as CssInJs from '@ant-design/cssinjs';
import type * as Antd from 'antd';
import type * as React from 'react';
import type * as ReactDomServer from 'react-dom/server';
import type { Plugin } from 'vite';

/** Imported by main.tsx first of all CSS: the login page's antd styles, written at build time. */
export const LOGIN_STYLES_MODULE = 'virtual:antd-login-styles.css';
/** Imported by the console's frame first of its CSS (layout/consoleStyles.ts): the console's antd styles. */
export const CONSOLE_STYLES_MODULE = 'virtual:antd-console-styles.css';

/**
 * antd computes each component's CSS in the browser on its first render (the style functions,
 * then stylis, then a <style> per component): on the login page at 4× CPU that was most of the
 * render, and a third of the console's first render after sign-in. This plugin renders the
 * components those two screens show once at build time, in Node, and writes their CSS, with
 * cssinjs's cache-path record, into the stylesheets that load with them (`extractStyle`, antd's
 * own SSR export): the login page's into the entry's, the console's into the console chunk's. On
 * the client cssinjs reads that record and takes those components' styles as given by a CSS file
 * instead of computing them; every other component (and the theme's tokens, which are CSS
 * variables set at runtime) is computed as before, so nothing can be missed, only not sped up.
 * antd 6's styles read the theme through CSS variables and their cache key is antd's version, not
 * the theme, so the same files serve any primary colour and the dark theme.
 *
 * Not antd's zero-runtime mode with antd/dist/antd.css: that file is every component (75 KB brotli)
 * and the login page's budget is 250 KB in all.
 */
export function antdPrebuiltStyles(): Plugin {
  let building = false;
  let styles: { login: string; console: string } | undefined;
  const modules = new Map<string, 'login' | 'console'>([
    [`\0${LOGIN_STYLES_MODULE}`, 'login'],
    [`\0${CONSOLE_STYLES_MODULE}`, 'console'],
  ]);
  return {
    name: 'ledgerdesk:antd-prebuilt-styles',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === LOGIN_STYLES_MODULE || id === CONSOLE_STYLES_MODULE ? `\0${id}` : undefined;
    },
    load(id) {
      const which = modules.get(id);
      if (!which) return undefined;
      // In development and tests the styles are computed at runtime as usual: a record would go stale on every edit.
      if (!building) return '';
      styles ??= prebuildStyles();
      return styles[which];
    },
  };
}

/**
 * Left to the runtime on the login page, for its 250 KB budget: the input's own variants (their
 * shared base stays) and the small ones cheap to compute (the icons' base style, the button's
 * click wave). The grid's columns (a form item's label and control sit in one; 24 spans at six
 * breakpoints) and the form's own layout are written: computing them was the most of what the page
 * still computed (about 3 KB compressed, paid for by the colour picker leaving the entry,
 * vite/antdButtonColours.ts). The console's file has them all, for a console opened with a session
 * and no login page.
 */
const LOGIN_COMPUTED_AT_RUNTIME = /^style%(%ant-design-icons|.*%(Input-Component%ant-input|Wave-Wave%ant-wave)%)/;

/** The cache-path record in an extracted stylesheet: the paths it gives styles for. */
const RECORD = /\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}/;

/**
 * The login page's styles, and the console's with a record of both: cssinjs keeps the last record
 * the page has (the console's file loads after the entry's), so the console's names the login
 * page's paths too. The styles' class names carry antd's production prefix only in a production
 * build: anything else writes nothing.
 */
function prebuildStyles(): { login: string; console: string } {
  if (process.env.NODE_ENV !== 'production') return { login: '', console: '' };
  const { h, antd, icons, cssinjs, render } = loadAntd();
  const loginPage = loginPageTree(h, antd, icons);
  const loginCache = render(loginPage);
  for (const key of [...loginCache.cache.keys()]) if (LOGIN_COMPUTED_AT_RUNTIME.test(key)) loginCache.cache.delete(key);
  const login = cssinjs.extractStyle(loginCache, { plain: true, types: ['style'] });

  const both = render(h(antd.ConfigProvider, null, loginPage, consoleTree(h, antd)));
  const record = RECORD.exec(cssinjs.extractStyle(both, { plain: true, types: ['style'] }))![0];
  both.extracted.clear();
  for (const key of loginCache.cache.keys()) both.extracted.add(key);
  const consoleOnly = cssinjs.extractStyle(both, { plain: true, types: ['style'], once: true }).replace(RECORD, '');
  return { login, console: consoleOnly + record };
}

type H = typeof React.createElement;

/**
 * antd's CommonJS build and cssinjs, loaded through one `require` so that the StyleProvider's
 * cache is the one the components write to, and a render of a tree into a fresh cache.
 */
function loadAntd() {
  const require = createRequire(import.meta.url);
  const { createElement: h } = require('react') as typeof React;
  const { renderToString } = require('react-dom/server') as typeof ReactDomServer;
  const antd = require('antd') as typeof Antd;
  const icons = require('@ant-design/icons') as typeof AntdIcons;
  const cssinjs = require('@ant-design/cssinjs') as typeof CssInJs;
  const render = (tree: React.ReactNode) => {
    const cache = cssinjs.createCache();
    renderToString(h(cssinjs.StyleProvider, { cache }, h(antd.ConfigProvider, null, tree)));
    return cache;
  };
  return { h, antd, icons, cssinjs, render };
}

/**
 * The antd components the login form renders before anything is typed, rendered as the page does
 * (a large vertical form with prefixed inputs and a block primary button, a flex row, the text
 * button of the language switch).
 */
function loginPageTree(h: H, { Button, Flex, Form, Input }: typeof Antd, { LockOutlined }: typeof AntdIcons): React.ReactNode {
  return h(
    'div',
    null,
    h(Flex, { justify: 'flex-end' }, h(Button, { type: 'text', icon: h(LockOutlined) })),
    h(
      Form,
      { layout: 'vertical', size: 'large', requiredMark: false },
      h(Form.Item, { label: 'x', name: 'a', rules: [{ required: true }] }, h(Input, { prefix: h(LockOutlined) })),
      h(Form.Item, { label: 'x', name: 'b' }, h(Input.Password, { prefix: h(LockOutlined) })),
      h(Form.Item, null, h(Button, { type: 'primary', htmlType: 'submit', block: true }, 'x')),
    ),
  );
}

/**
 * What a sign-in renders first, the console chunk's own: the frame (layout, aside menu,
 * breadcrumb, header tools with their badges, avatar, dropdowns and tooltips, antd's <App> with
 * its toasts and dialogs, the settings drawer) and the home page (cards, statistics, descriptions,
 * tags, a table, skeletons while it loads). Popups are drawn by antd's own static panels.
 */
function consoleTree(h: H, antd: typeof Antd): React.ReactNode {
  const { Alert, App, Avatar, Badge, Breadcrumb, Button, Card, Descriptions, Drawer, Dropdown, Layout, Menu, Modal, Popover, Skeleton, Space, Spin, Statistic, Table, Tag, Tooltip, Typography, message } = antd;
  const items = [{ key: 'a', label: 'x', children: [{ key: 'b', label: 'y' }] }, { key: 'c', label: 'z' }];
  return h(
    App,
    null,
    h(
      Layout,
      null,
      h(Layout.Sider, { collapsible: true }, h(Menu, { mode: 'inline', items, defaultOpenKeys: ['a'] })),
      h(
        Layout,
        null,
        h(Layout.Header, null, h(Breadcrumb, { items: [{ title: 'x' }, { title: 'y' }] }), h(Badge, { count: 3 }, h(Avatar, null, 'x')), h(Badge, { dot: true })),
        h(
          Layout.Content,
          null,
          h(Space, null, h(Button, null, 'x'), h(Tag, null, 'x'), h(Tag, { color: 'blue' }, 'x')),
          h(Card, { title: 'x' }, h(Statistic, { title: 'x', value: 1 }), h(Descriptions, { items: [{ key: 'x', label: 'x', children: 'y' }] })),
          h(Typography.Title, { level: 4 }, 'x'),
          h(Typography.Text, { type: 'secondary' }, 'x'),
          h(Alert, { type: 'info', title: 'x' }),
          h(Skeleton, { active: true }),
          h(Spin, null),
          h(Table, { columns: [{ title: 'x', dataIndex: 'x' }], dataSource: [{ key: 1, x: 'y' }], pagination: false }),
        ),
        h(Layout.Footer, null, 'x'),
      ),
    ),
    h(Dropdown._InternalPanelDoNotUseOrYouWillBeFired, { menu: { items } }),
    h(Tooltip._InternalPanelDoNotUseOrYouWillBeFired, { title: 'x' }),
    h(Popover._InternalPanelDoNotUseOrYouWillBeFired, { title: 'x', content: 'y' }),
    h(Modal._InternalPanelDoNotUseOrYouWillBeFired, { title: 'x' }),
    h(Drawer._InternalPanelDoNotUseOrYouWillBeFired, { title: 'x' }),
    h(message._InternalPanelDoNotUseOrYouWillBeFired, { content: 'x', type: 'success' }),
  );
}
