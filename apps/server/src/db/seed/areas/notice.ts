import { NOTICE_CENTRE_PATH } from '@ledgerdesk/shared/notice';
import { NOTICE_STATUS_DICT, NOTICE_TYPE_DICT, noticeResource } from '@ledgerdesk/shared/resources/system/notice';
import type { Db } from '../../client';
import { notices } from '../../schema';
import { resourceMenuSeed } from '../resource-menu-seed';
import type { AreaSeed } from './area-seed';

/**
 * Menus and dictionaries of system notices, inserted once ever by the seed (see ../menus.ts,
 * ../dicts.ts): the administration page with a button per write (the super role only, until a
 * role is granted it), and the notification centre, granted to the demo operator's role too since
 * every user has notices (hidden from the side menu: the bell leads to it). Its calls need only a
 * session, so a role without the entry still reads its notices through the bell.
 */
export const NOTICE_SEED: AreaSeed = {
  menus: [
    ...resourceMenuSeed(noticeResource),
    {
      key: 'noticeCentre',
      type: 'C',
      path: NOTICE_CENTRE_PATH,
      name: 'noticeCentre',
      component: 'notice/centre/index',
      title: '通知中心',
      titleEn: 'Notification centre',
      titleZhTw: '通知中心',
      icon: 'BellOutlined',
      isHide: true,
      sort: 2,
      roles: ['common'],
    },
  ],
  dicts: [
    {
      type: NOTICE_TYPE_DICT,
      name: ['通知类型', 'Notice type', '通知類型'],
      data: [
        ['1', ['通知', 'Notice', '通知'], 'processing', true],
        ['2', ['公告', 'Announcement', '公告'], 'warning'],
      ],
    },
    {
      type: NOTICE_STATUS_DICT,
      name: ['公告状态', 'Notice status', '公告狀態'],
      data: [
        ['0', ['已发布', 'Published', '已發布'], 'success', true],
        ['1', ['已关闭', 'Closed', '已關閉'], 'default'],
      ],
    },
  ],
};

/**
 * Two demo notices for a demo install (seed/index.ts calls it when `demo`): a pinned welcome to
 * everyone and an announcement. Skipped when any notice exists, so nothing is added twice.
 */
export async function seedNoticeDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [any] = await tx.select({ id: notices.id }).from(notices).limit(1);
    if (any) return;
    await tx.insert(notices).values([
      {
        title: 'Welcome to Ledgerdesk',
        noticeType: '1',
        pinned: true,
        content:
          '<h2>Welcome</h2><p>This console is where <strong>recharges</strong>, <strong>withdrawals</strong> and <strong>KYC</strong> requests are reviewed.</p><ul><li>Pending work shows on the home page.</li><li>Your own settings are in the personal centre.</li></ul>',
      },
      {
        title: 'Maintenance window on Sunday 02:00–03:00 UTC',
        noticeType: '2',
        content: '<p>The console will be <em>read-only</em> for about an hour while the database is upgraded. Reviews started before the window can be finished afterwards.</p>',
      },
    ]);
  });
}
