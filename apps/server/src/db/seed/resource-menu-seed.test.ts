import { describe, expect, it } from 'vitest';
import { defineResource } from '@ledgerdesk/shared';
import { pointsItemResource } from '@ledgerdesk/shared/resources/marketing/points';
import { swapPairResource } from '@ledgerdesk/shared/resources/report/swap-pair';
import { dictTypeResource } from '@ledgerdesk/shared/resources/system/dict-type';
import { routeNameOf } from '@ledgerdesk/shared';
import { resourceMenuSeed } from './resource-menu-seed';

const widgets = defineResource({
  name: 'shop/widget',
  table: 'shop_widget',
  permission: 'shop/widget',
  title: { 'zh-cn': '部件', en: 'Widgets', 'zh-tw': '零件' },
  ops: ['list', 'get', 'add', 'edit', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'id', order: 'asc' },
  fields: { status: { type: 'text', label: 'Status' } },
  actions: {
    publish: { label: 'message.widget.publish', scope: 'row' },
    // Needs the edit permission: one button already grants it.
    touch: { label: 'message.widget.touch', scope: 'row', permission: 'shop/widget/edit' },
  },
  menu: { parent: 'shop', path: '/shop/widget-list', icon: 'AppstoreOutlined', sort: 3, roles: ['common'] },
});

describe('resourceMenuSeed', () => {
  it('derives the page and one button per write op and action, with the permissions the server checks', () => {
    const seed = resourceMenuSeed(widgets);
    expect(seed[0]).toEqual({
      key: 'shop.widget',
      parent: 'shop',
      type: 'C',
      path: '/shop/widget-list',
      name: 'shopWidgetList',
      component: 'resource/index',
      title: '部件',
      titleEn: 'Widgets',
      titleZhTw: '零件',
      icon: 'AppstoreOutlined',
      isKeepAlive: false,
      permission: 'shop/widget/list',
      sort: 3,
      roles: ['common'],
    });
    expect(seed.slice(1).map((m) => [m.key, m.type, m.parent, m.permission, m.title, m.roles])).toEqual([
      ['shop.widget.add', 'F', 'shop.widget', 'shop/widget/add', 'message.button.add', ['common']],
      ['shop.widget.edit', 'F', 'shop.widget', 'shop/widget/edit', 'message.button.edit', ['common']],
      ['shop.widget.export', 'F', 'shop.widget', 'shop/widget/export', 'message.button.export', ['common']],
      ['shop.widget.publish', 'F', 'shop.widget', 'shop/widget/publish', 'message.widget.publish', ['common']],
    ]);
  });

  it('grants view roles the page only, and uses the placement title and key', () => {
    const [page, ...buttons] = resourceMenuSeed(dictTypeResource, { viewRoles: ['common'] });
    expect(page).toMatchObject({ key: 'system.dict', title: 'message.router.systemDict', component: 'system/dict/index', roles: ['common'] });
    // An i18n key is one title for every language: the console translates it.
    expect(page).not.toHaveProperty('titleEn');
    expect(page).not.toHaveProperty('titleZhTw');
    expect(buttons.map((b) => b.permission)).toEqual(['system/dict/add', 'system/dict/edit', 'system/dict/delete', 'system/dict/export']);
    expect(buttons.every((b) => b.roles === undefined)).toBe(true);
  });

  it("keeps a switch's one button when the switch is split into its two directions", () => {
    for (const [definition, key, title] of [
      [swapPairResource, 'report.swap-pair.toggle', 'Activate / pause'],
      [pointsItemResource, 'marketing.pointsItem.toggle', 'On/off'],
    ] as const) {
      const buttons = resourceMenuSeed(definition).slice(1).filter((b) => b.permission === `${definition.permission}/toggle`);
      expect(buttons.map((b) => [b.key, b.titleEn])).toEqual([[key, title]]);
    }
  });

  it('gives nothing for a resource without a menu placement', () => {
    expect(resourceMenuSeed({ ...widgets, menu: undefined })).toEqual([]);
  });

  it('names routes after their path', () => {
    expect(routeNameOf('/system/menu')).toBe('systemMenu');
    expect(routeNameOf('/finance/money_log')).toBe('financeMoneyLog');
  });
});
