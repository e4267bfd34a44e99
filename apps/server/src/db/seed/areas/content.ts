import { eq } from 'drizzle-orm';
import { bannerResource } from '@ledgerdesk/shared/resources/content/banner';
import { CONTENT_DIRECTORY, CONTENT_PERMISSIONS } from '@ledgerdesk/shared/resources/content/common';
import { newsCategoryResource, newsResource } from '@ledgerdesk/shared/resources/content/news';
import { contentNoticeResource } from '@ledgerdesk/shared/resources/content/notice';
import { contentRevisionResource } from '@ledgerdesk/shared/resources/content/revision';
import { serviceLinkResource } from '@ledgerdesk/shared/resources/content/service-link';
import { siteInfoResource } from '@ledgerdesk/shared/resources/content/site-info';
import { webConfigResource } from '@ledgerdesk/shared/resources/content/web-config';
import { seedSettings } from '../../../modules/content/settings-seed';
import type { Db } from '../../client';
import { contentBanners, contentNews, contentNewsCategories, contentNotices, contentServiceLinks, contentSiteInfo, contentSiteInfoRevisions } from '../../schema';
import { resourceMenuSeed } from '../resource-menu-seed';
import { approveButtonSeed } from './approve-button-seed';
import type { AreaSeed } from './area-seed';

/**
 * The content area (issue 16, catalogue §8): a `content` directory with banners, notices, news and
 * their categories, service links, the website info and the internal web config. The super role
 * only until a role is granted them; the approve buttons are the second operator's.
 */
export const CONTENT_SEED: AreaSeed = {
  menus: [
    {
      key: CONTENT_DIRECTORY.key,
      type: 'M',
      path: CONTENT_DIRECTORY.path,
      name: 'content',
      component: 'layout/routerView/parent',
      redirect: bannerResource.menu.path,
      title: '内容管理',
      titleEn: 'Content',
      titleZhTw: '內容管理',
      icon: 'BookOutlined',
      sort: 70,
    },
    ...resourceMenuSeed(bannerResource),
    ...resourceMenuSeed(contentNoticeResource),
    ...resourceMenuSeed(newsResource),
    ...resourceMenuSeed(newsCategoryResource),
    ...resourceMenuSeed(serviceLinkResource),
    ...resourceMenuSeed(siteInfoResource),
    approveButtonSeed('content.siteInfo', CONTENT_PERMISSIONS.siteInfoApprove, { title: ['批准牌照变更', 'Approve licence changes', '核准牌照變更'] }),
    ...resourceMenuSeed(webConfigResource),
    approveButtonSeed('content.webConfig', CONTENT_PERMISSIONS.webConfigApprove, { title: ['批准资金规则变更', 'Approve money-rule changes', '核准資金規則變更'] }),
    ...resourceMenuSeed(contentRevisionResource),
  ],
  dicts: [],
};

/**
 * What the area needs on every install: the one website-info record (with its first revision) and
 * each registry setting with its default. Idempotent.
 */
export async function seedContent(db: Db): Promise<void> {
  await seedSettings(db);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentSiteInfo)
      .values({ name: 'Ledgerdesk', url: 'https://ledgerdesk.example', copyright: '© Ledgerdesk', contactEmail: 'support@ledgerdesk.example' })
      .onConflictDoNothing()
      .returning();
    if (row) await tx.insert(contentSiteInfoRevisions).values({ siteInfoId: row.id, version: row.version, snapshot: { name: row.name, url: row.url }, changedFields: [], source: 'SEED' });
  });
}

const DAY = 86_400_000;

/** Demo rows (SEED_DEMO): a live and a scheduled banner, notices (one pinned), news in two locales (the fee-holiday banner and the withdrawal article each one translation group across en and zh-cn) and the service links. Once. */
export async function seedContentDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [any] = await tx.select({ id: contentBanners.id }).from(contentBanners).limit(1);
    if (any) return;
    const now = Date.now();
    await tx
      .update(contentSiteInfo)
      .set({
        legalEntityName: 'Ledgerdesk Markets Ltd',
        registrationNo: 'RC-2026-0042',
        licenceRegulator: 'Example Financial Authority',
        licenceNumber: 'EFA-DP-1187',
        licenceUrl: 'https://register.example/efa/1187',
        keywords: 'trading, futures, earn',
        description: 'Trade spot, futures and earn products.',
        downloadLinks: 'iOS https://ledgerdesk.example/app/ios\nAndroid https://ledgerdesk.example/app/android',
      })
      .where(eq(contentSiteInfo.singleton, true));
    await tx.insert(contentBanners).values([
      { slot: 'HOME_TOP', platform: 'WEB', locale: 'en', translationGroup: 'demo-fee-holiday', title: 'Futures fee holiday: 0% maker fees this week (terms apply)', imageFile: 'content/demo/futures-fees.png', linkKind: 'INTERNAL_ROUTE', linkTarget: '/promotions/fee-holiday', startsAt: new Date(now - DAY), endsAt: new Date(now + 6 * DAY), sort: 1, status: 'PUBLISHED', live: true, rank: 1 },
      { slot: 'HOME_TOP', platform: 'APP', locale: 'zh-cn', translationGroup: 'demo-fee-holiday', title: '合约手续费减免周（详见条款）', imageFile: 'content/demo/futures-fees-zh.png', linkKind: 'INTERNAL_ROUTE', linkTarget: '/promotions/fee-holiday', startsAt: new Date(now - DAY), endsAt: new Date(now + 6 * DAY), sort: 1, status: 'PUBLISHED', live: true, rank: 1 },
      { slot: 'EARN', platform: 'WEB', locale: 'en', title: 'Learn how staking rewards are calculated', imageFile: 'content/demo/staking.png', linkKind: 'EXTERNAL_URL', linkTarget: 'https://help.ledgerdesk.example/staking', startsAt: new Date(now + 2 * DAY), sort: 2, status: 'PUBLISHED' },
      { slot: 'LOGIN', platform: 'H5', locale: 'en', title: 'Protect your account with two-factor sign-in', imageFile: 'content/demo/2fa.png', linkKind: 'NONE', sort: 3, status: 'DRAFT' },
    ]);
    await tx.insert(contentNotices).values([
      { kind: 'RISK_WARNING', display: 'POPUP', locale: 'en', title: 'Leveraged trading carries a high risk of loss', body: '<p>Futures can lose more than your margin. Only trade what you can afford to lose.</p>', pinned: true, startsAt: new Date(now - 30 * DAY), status: 'PUBLISHED', live: true, rank: 3 },
      { kind: 'MAINTENANCE', display: 'TICKER', locale: 'en', title: 'Scheduled maintenance on Sunday 02:00–03:00 UTC', body: '<p>Deposits and withdrawals pause during the window.</p>', startsAt: new Date(now + DAY), expiresAt: new Date(now + 4 * DAY), status: 'PUBLISHED' },
      { kind: 'LISTING', display: 'LIST', locale: 'zh-cn', title: '新币上线：ABC/USDT 现货交易', body: '<p>ABC/USDT 现货交易将于本周五开放。</p>', status: 'DRAFT' },
    ]);
    const categories = await tx
      .insert(contentNewsCategories)
      .values([
        { code: 'help', locale: 'en', name: 'Help centre', sort: 1 },
        { code: 'education', locale: 'en', name: 'Education', sort: 2 },
        { code: 'help', locale: 'zh-cn', name: '帮助中心', sort: 1 },
      ])
      .returning();
    const category = (code: string, locale: string) => categories.find((c) => c.code === code && c.locale === locale)!.id;
    await tx.insert(contentNews).values([
      { categoryId: category('help', 'en'), locale: 'en', translationGroup: 'demo-how-to-withdraw', slug: 'how-to-withdraw', title: 'How to withdraw', summary: 'Withdrawals never require a fee paid to support staff.', body: '<p>Open Assets, choose Withdraw and confirm with your second factor.</p>', author: 'Support team', tags: 'withdraw,security', status: 'PUBLISHED', publishedAt: new Date(now - 3 * DAY) },
      { categoryId: category('education', 'en'), locale: 'en', slug: 'what-is-funding-rate', title: 'What is a funding rate?', body: '<p>Perpetual swaps exchange funding between longs and shorts.</p>', author: 'Research desk', sourceUrl: 'https://research.example/funding', status: 'DRAFT' },
      { categoryId: category('help', 'zh-cn'), locale: 'zh-cn', translationGroup: 'demo-how-to-withdraw', slug: 'how-to-withdraw', title: '如何提现', body: '<p>进入资产页，选择提现，并用两步验证确认。</p>', author: '客服团队', status: 'PUBLISHED', publishedAt: new Date(now - 3 * DAY) },
    ]);
    await tx.insert(contentServiceLinks).values([
      { kind: 'LIVE_CHAT', labelZhCn: '在线客服', labelEn: 'Live chat', labelZhTw: '線上客服', target: 'https://help.ledgerdesk.example/chat', hours: '24/7', sort: 1 },
      { kind: 'EMAIL', labelZhCn: '客服邮箱', labelEn: 'Support email', labelZhTw: '客服信箱', target: 'support@ledgerdesk.example', hours: '24/7', sort: 2 },
      { kind: 'TELEGRAM', labelZhCn: '官方电报群', labelEn: 'Official Telegram', labelZhTw: '官方 Telegram 群', target: 'https://t.me/ledgerdesk_official', hours: '09:00–21:00 UTC', sort: 3, enabled: false },
    ]);
  });
}
