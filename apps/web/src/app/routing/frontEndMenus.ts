import { routeNameOf, type Label, type MenuRoute, type ResourceDefinition, type RouteMeta, type UserInfo, type UserMenusResponse } from '@ledgerdesk/shared';
import { moneyLogResource } from '@ledgerdesk/shared/resources/finance/money-log';
import { rechargeResource } from '@ledgerdesk/shared/resources/finance/recharge';
import { withdrawResource } from '@ledgerdesk/shared/resources/finance/withdraw';
import { payoutQueueResource } from '@ledgerdesk/shared/resources/finance/payout-queue';
import { kycResource } from '@ledgerdesk/shared/resources/member/kyc';
import { memberResource } from '@ledgerdesk/shared/resources/member/member';
import { deptResource } from '@ledgerdesk/shared/resources/system/dept';
import { dictTypeResource } from '@ledgerdesk/shared/resources/system/dict-type';
import { menuResource } from '@ledgerdesk/shared/resources/system/menu';
import { postResource } from '@ledgerdesk/shared/resources/system/post';
import { roleResource } from '@ledgerdesk/shared/resources/system/role';
import { smsCodeResource } from '@ledgerdesk/shared/resources/system/sms-code';
import { userResource } from '@ledgerdesk/shared/resources/system/user';
import { userIdentityResource } from '@ledgerdesk/shared/resources/system/user-identity';
import { configResource } from '@ledgerdesk/shared/resources/system/config';
import { noticeResource } from '@ledgerdesk/shared/resources/system/notice';
import { jobResource } from '@ledgerdesk/shared/resources/monitor/job';
import { jobLogResource } from '@ledgerdesk/shared/resources/monitor/job-log';
import { loginLogResource } from '@ledgerdesk/shared/resources/monitor/login-log';
import { operLogResource } from '@ledgerdesk/shared/resources/monitor/oper-log';
import { ONLINE_MENU, ONLINE_TITLE } from '@ledgerdesk/shared/resources/monitor/online-user';
import { NOTICE_CENTRE_PATH } from '@ledgerdesk/shared/notice';
import { ipBlacklistResource } from '@ledgerdesk/shared/resources/risk/ip-blacklist';
import { ipRecordResource } from '@ledgerdesk/shared/resources/risk/ip-record';
import { loginErrorResource } from '@ledgerdesk/shared/resources/risk/login-error';
import { otpResource } from '@ledgerdesk/shared/resources/risk/otp';
import { budgetResource } from '@ledgerdesk/shared/resources/finance/budget';
import { trialGrantResource } from '@ledgerdesk/shared/resources/member/trial-grant';
import { trialTemplateResource } from '@ledgerdesk/shared/resources/member/trial-template';
import { MARKETING_DIRECTORY } from '@ledgerdesk/shared/resources/marketing/labels';
import { EARN_DIRECTORY } from '@ledgerdesk/shared/resources/earn/labels';
import { stakingAccrualResource } from '@ledgerdesk/shared/resources/earn/staking-accrual';
import { stakingOrderResource } from '@ledgerdesk/shared/resources/earn/staking-order';
import { stakingProductResource } from '@ledgerdesk/shared/resources/earn/staking-product';
import { stakingRateResource } from '@ledgerdesk/shared/resources/earn/staking-rate';
import { dealResource } from '@ledgerdesk/shared/resources/contract/deal';
import { entrustResource } from '@ledgerdesk/shared/resources/contract/entrust';
import { positionResource } from '@ledgerdesk/shared/resources/contract/position';
import { COPY_DIRECTORY } from '@ledgerdesk/shared/resources/copy/labels';
import { followResource } from '@ledgerdesk/shared/resources/copy/follow';
import { inviteResource, inviteUseResource } from '@ledgerdesk/shared/resources/copy/invite';
import { leadStatsResource } from '@ledgerdesk/shared/resources/copy/lead-stats';
import { leadTraderResource } from '@ledgerdesk/shared/resources/copy/lead-trader';
import { orderLinkResource } from '@ledgerdesk/shared/resources/copy/order-link';
import { profitShareResource } from '@ledgerdesk/shared/resources/copy/profit-share';
import { pointsExchangeResource, pointsItemResource, pointsLogResource } from '@ledgerdesk/shared/resources/marketing/points';
import { signinCampaignResource, signinRecordResource } from '@ledgerdesk/shared/resources/marketing/signin';
import { wheelChanceResource, wheelDrawResource, wheelResource } from '@ledgerdesk/shared/resources/marketing/wheel';
import { dailyStatementResource } from '@ledgerdesk/shared/resources/report/daily-statement';
import { swapOrderResource } from '@ledgerdesk/shared/resources/report/swap-order';
import { swapPairResource } from '@ledgerdesk/shared/resources/report/swap-pair';
import { teamStatsResource } from '@ledgerdesk/shared/resources/report/team';
import { transferResource } from '@ledgerdesk/shared/resources/report/transfer';
import { approvalResource } from '@ledgerdesk/shared/resources/system/approval';
import { addressBlacklistResource } from '@ledgerdesk/shared/resources/treasury/address-blacklist';
import { channelResource } from '@ledgerdesk/shared/resources/treasury/channel';
import { currencyResource } from '@ledgerdesk/shared/resources/treasury/currency';
import { rechargeAddressResource } from '@ledgerdesk/shared/resources/treasury/recharge-address';
import { walletCodeResource } from '@ledgerdesk/shared/resources/treasury/wallet-code';
import { withdrawAddressResource } from '@ledgerdesk/shared/resources/treasury/withdraw-address';
import { memberConfigResource } from '@ledgerdesk/shared/resources/member/config';
import { generatorResource } from '@ledgerdesk/shared/resources/system/generator';
import { queueEventResource } from '@ledgerdesk/shared/resources/infra/queue';
import { bannerResource } from '@ledgerdesk/shared/resources/content/banner';
import { contentNoticeResource } from '@ledgerdesk/shared/resources/content/notice';
import { newsCategoryResource, newsResource } from '@ledgerdesk/shared/resources/content/news';
import { serviceLinkResource } from '@ledgerdesk/shared/resources/content/service-link';
import { siteInfoResource } from '@ledgerdesk/shared/resources/content/site-info';
import { webConfigResource } from '@ledgerdesk/shared/resources/content/web-config';
import { contentRevisionResource } from '@ledgerdesk/shared/resources/content/revision';
import { awardCampaignResource } from '@ledgerdesk/shared/resources/marketing/award-campaign';
import { awardGrantResource } from '@ledgerdesk/shared/resources/marketing/award-grant';
import { redEnvelopeResource } from '@ledgerdesk/shared/resources/marketing/red-envelope';
import { redEnvelopeClaimResource } from '@ledgerdesk/shared/resources/marketing/red-envelope-claim';
import { couponResource } from '@ledgerdesk/shared/resources/marketing/coupon';
import { couponTemplateResource } from '@ledgerdesk/shared/resources/marketing/coupon-template';
import { redeemBatchResource } from '@ledgerdesk/shared/resources/marketing/redeem-batch';
import { redeemCodeResource } from '@ledgerdesk/shared/resources/marketing/redeem-code';
import { CONTRACTS_DIRECTORY } from '@ledgerdesk/shared/resources/contracts/labels';
import { indexSourceResource } from '@ledgerdesk/shared/resources/contracts/index-source';
import { productResource } from '@ledgerdesk/shared/resources/contracts/product';
import { testProductResource } from '@ledgerdesk/shared/resources/contracts/test-product';
import { testMemberResource } from '@ledgerdesk/shared/resources/contracts/test-member';
import { testFaucetResource } from '@ledgerdesk/shared/resources/contracts/test-faucet';
import { deliveryCycleResource } from '@ledgerdesk/shared/resources/contracts/delivery-cycle';
import { deliveryOrderResource } from '@ledgerdesk/shared/resources/contracts/delivery-order';
import { termChangeResource } from '@ledgerdesk/shared/resources/contracts/term-change';
import { settlementAuditResource } from '@ledgerdesk/shared/resources/contracts/settlement-audit';
import { settlementCheckResource } from '@ledgerdesk/shared/resources/contracts/settlement-check';

/** The super role's key: it sees every page, as the server gives the super role every menu. */
const ADMIN = 'admin';

const meta = (m: Partial<RouteMeta> & Pick<RouteMeta, 'title' | 'roles'>): RouteMeta => ({
  isLink: '',
  isHide: false,
  isKeepAlive: false,
  isAffix: false,
  isIframe: false,
  icon: '',
  ...m,
});

/** A table entry before the tree is built: where it hangs (a parent's path) and its place there. */
interface Entry {
  parent?: string;
  sort: number;
  route: MenuRoute;
}

/** A label's title as the server's menus carry it: a key alone, or the zh-cn text with the others beside it. */
function titleOf(label: Label): Pick<RouteMeta, 'title' | 'titles'> {
  if (typeof label === 'string') return { title: label };
  return { title: label['zh-cn'], titles: { en: label.en, 'zh-tw': label['zh-tw'] } };
}

/**
 * A resource page where its definition places it, as the seed places it: the super role and the
 * placement's roles (and, like the seed's viewRoles, roles that may only look).
 */
function resourcePage(definition: ResourceDefinition, parents: Record<string, string>, viewRoles: readonly string[] = []): Entry {
  const p = definition.menu!;
  return {
    parent: parents[p.parent],
    sort: p.sort,
    route: {
      path: p.path,
      name: p.name ?? routeNameOf(p.path),
      component: p.component ?? 'resource/index',
      meta: meta({ ...titleOf(p.title ?? definition.title), icon: p.icon, isKeepAlive: p.keepAlive ?? false, roles: [...new Set([ADMIN, ...(p.roles ?? []), ...viewRoles])] }),
    },
  };
}

/** Directories by their seed key, so a placement's parent finds its path. */
const DIRECTORIES: Record<string, string> = { system: '/system', finance: '/finance', member: '/member', monitor: '/monitor', risk: '/risk', report: '/report', content: '/content', marketing: MARKETING_DIRECTORY.path, earn: EARN_DIRECTORY.path, contract: CONTRACTS_DIRECTORY.path, copy: COPY_DIRECTORY.path };

const dir = (key: string, name: string, title: Label, icon: string, redirect: string, sort: number, roles: readonly string[] = [ADMIN, 'common']): Entry => ({
  sort,
  route: { path: DIRECTORIES[key]!, name, component: 'layout/routerView/parent', redirect, meta: meta({ ...titleOf(title), icon, roles: [...roles] }) },
});

const ENTRIES: Entry[] = [
  {
    sort: 0,
    route: {
      path: '/home',
      name: 'home',
      component: 'home/index',
      meta: meta({ title: 'message.router.home', isAffix: true, isKeepAlive: true, icon: 'HomeOutlined', roles: [ADMIN, 'common'] }),
    },
  },
  // As the seed has it (the super role's, hidden); every signed-in user reaches /personal through the
  // shell's static route whether or not a menu leads there.
  {
    sort: 1,
    route: { path: '/personal', name: 'personal', component: 'personal/index', meta: meta({ title: 'message.router.personal', isHide: true, icon: 'UserOutlined', roles: [ADMIN] }) },
  },
  dir('finance', 'finance', 'message.router.finance', 'AccountBookOutlined', '/finance/recharge', 10),
  resourcePage(rechargeResource, DIRECTORIES),
  resourcePage(withdrawResource, DIRECTORIES),
  resourcePage(moneyLogResource, DIRECTORIES),
  dir('member', 'member', 'message.router.member', 'TeamOutlined', '/member/list', 11),
  resourcePage(memberResource, DIRECTORIES),
  resourcePage(kycResource, DIRECTORIES),
  dir('system', 'system', 'message.router.system', 'SettingOutlined', '/system/dict', 90),
  resourcePage(menuResource, DIRECTORIES),
  // Operators may look dictionaries up; changing them is the administrator's (the buttons follow authBtnList).
  resourcePage(dictTypeResource, DIRECTORIES, ['common']),
  {
    parent: '/system',
    sort: 2,
    route: { path: '/system/file', name: 'systemFile', component: 'system/file/index', meta: meta({ title: 'message.router.systemFile', icon: 'CloudUploadOutlined', isKeepAlive: true, roles: [ADMIN] }) },
  },
  resourcePage(userResource, DIRECTORIES),
  resourcePage(roleResource, DIRECTORIES),
  resourcePage(deptResource, DIRECTORIES),
  resourcePage(postResource, DIRECTORIES),
  {
    parent: '/system',
    sort: 9,
    route: { path: '/system/api', name: 'systemApi', component: 'system/api/index', meta: meta({ title: 'message.apiDoc.title', icon: 'FileTextOutlined', isKeepAlive: true, roles: [ADMIN] }) },
  },
  resourcePage(smsCodeResource, DIRECTORIES),
  resourcePage(userIdentityResource, DIRECTORIES),
  resourcePage(configResource, DIRECTORIES),
  resourcePage(noticeResource, DIRECTORIES),
  // Every user has notices: the centre is everyone's, reached from the header's bell.
  {
    sort: 2,
    route: {
      path: NOTICE_CENTRE_PATH,
      name: 'noticeCentre',
      component: 'notice/centre/index',
      meta: meta({ ...titleOf({ 'zh-cn': '通知中心', en: 'Notification centre', 'zh-tw': '通知中心' }), isHide: true, icon: 'BellOutlined', roles: [ADMIN, 'common'] }),
    },
  },
  dir('monitor', 'monitor', { 'zh-cn': '系统监控', en: 'Monitoring', 'zh-tw': '系統監控' }, 'DashboardOutlined', ONLINE_MENU.path, 91, [ADMIN]),
  {
    parent: '/monitor',
    sort: ONLINE_MENU.sort,
    route: { path: ONLINE_MENU.path, name: routeNameOf(ONLINE_MENU.path), component: ONLINE_MENU.component, meta: meta({ ...titleOf(ONLINE_TITLE), icon: ONLINE_MENU.icon, roles: [ADMIN] }) },
  },
  {
    parent: '/monitor',
    sort: 3,
    route: {
      path: '/monitor/server',
      name: 'monitorServer',
      component: 'monitor/server/index',
      meta: meta({ ...titleOf({ 'zh-cn': '服务监控', en: 'Server monitor', 'zh-tw': '服務監控' }), icon: 'BarChartOutlined', roles: [ADMIN] }),
    },
  },
  resourcePage(jobResource, DIRECTORIES),
  resourcePage(jobLogResource, DIRECTORIES),
  resourcePage(operLogResource, DIRECTORIES),
  resourcePage(loginLogResource, DIRECTORIES),
  // -- message queue (issue 16)
  resourcePage(queueEventResource, DIRECTORIES),
  // Business pages I (issue 14), each area's entries in its own block.
  // -- approvals
  resourcePage(approvalResource, DIRECTORIES),
  // -- member config and trial funds
  resourcePage(budgetResource, DIRECTORIES),
  resourcePage(trialTemplateResource, DIRECTORIES),
  resourcePage(trialGrantResource, DIRECTORIES),
  resourcePage(memberConfigResource, DIRECTORIES),
  // -- currencies, wallet codes, channels and addresses
  resourcePage(currencyResource, DIRECTORIES),
  resourcePage(walletCodeResource, DIRECTORIES),
  resourcePage(channelResource, DIRECTORIES),
  resourcePage(rechargeAddressResource, DIRECTORIES),
  resourcePage(addressBlacklistResource, DIRECTORIES),
  resourcePage(withdrawAddressResource, DIRECTORIES),
  // -- third-party payout
  resourcePage(payoutQueueResource, DIRECTORIES),
  // -- risk and security
  dir('risk', 'risk', { 'zh-cn': '风控安全', en: 'Risk and security', 'zh-tw': '風控安全' }, 'SafetyOutlined', '/risk/ip-blacklist', 80, [ADMIN]),
  resourcePage(ipBlacklistResource, DIRECTORIES),
  resourcePage(ipRecordResource, DIRECTORIES),
  resourcePage(loginErrorResource, DIRECTORIES),
  resourcePage(otpResource, DIRECTORIES),
  // -- reports
  dir('report', 'report', { 'zh-cn': '报表统计', en: 'Reports', 'zh-tw': '報表統計' }, 'BarChartOutlined', '/report/daily-statement', 85, [ADMIN]),
  resourcePage(dailyStatementResource, DIRECTORIES),
  resourcePage(teamStatsResource, DIRECTORIES),
  resourcePage(swapOrderResource, DIRECTORIES),
  resourcePage(swapPairResource, DIRECTORIES),
  resourcePage(transferResource, DIRECTORIES),
  // -- marketing: redemption codes and coupons (issue 16)
  dir('marketing', 'marketing', MARKETING_DIRECTORY.title, MARKETING_DIRECTORY.icon, '/marketing/award', MARKETING_DIRECTORY.sort),
  resourcePage(redeemBatchResource, DIRECTORIES),
  resourcePage(redeemCodeResource, DIRECTORIES),
  resourcePage(couponTemplateResource, DIRECTORIES),
  resourcePage(couponResource, DIRECTORIES),
  // Business pages III (issue 16).
  // -- marketing: integral points, sign-in, prize wheel
  resourcePage(pointsLogResource, DIRECTORIES),
  resourcePage(pointsItemResource, DIRECTORIES),
  resourcePage(pointsExchangeResource, DIRECTORIES),
  resourcePage(signinCampaignResource, DIRECTORIES),
  resourcePage(signinRecordResource, DIRECTORIES),
  resourcePage(wheelResource, DIRECTORIES),
  resourcePage(wheelDrawResource, DIRECTORIES),
  resourcePage(wheelChanceResource, DIRECTORIES),
  // -- code generator
  resourcePage(generatorResource, DIRECTORIES),
  // Business pages III (issue 16). -- content
  dir('content', 'content', { 'zh-cn': '内容管理', en: 'Content', 'zh-tw': '內容管理' }, 'BookOutlined', '/content/banner', 70, [ADMIN]),
  resourcePage(bannerResource, DIRECTORIES),
  resourcePage(contentNoticeResource, DIRECTORIES),
  resourcePage(newsResource, DIRECTORIES),
  resourcePage(newsCategoryResource, DIRECTORIES),
  resourcePage(serviceLinkResource, DIRECTORIES),
  resourcePage(siteInfoResource, DIRECTORIES),
  resourcePage(webConfigResource, DIRECTORIES),
  resourcePage(contentRevisionResource, DIRECTORIES),
  // Business pages III (issue 16). -- awards and red envelopes
  resourcePage(awardCampaignResource, DIRECTORIES),
  resourcePage(awardGrantResource, DIRECTORIES),
  resourcePage(redEnvelopeResource, DIRECTORIES),
  resourcePage(redEnvelopeClaimResource, DIRECTORIES),
  // Business pages II (issue 15). -- staking
  dir('earn', 'earn', EARN_DIRECTORY.title, EARN_DIRECTORY.icon, '/earn/product', EARN_DIRECTORY.sort),
  resourcePage(stakingProductResource, DIRECTORIES),
  resourcePage(stakingOrderResource, DIRECTORIES),
  resourcePage(stakingAccrualResource, DIRECTORIES),
  resourcePage(stakingRateResource, DIRECTORIES),
  // -- entrusts, positions, deals (in the Contracts directory, after the product pages)
  resourcePage(entrustResource, DIRECTORIES),
  resourcePage(positionResource, DIRECTORIES),
  resourcePage(dealResource, DIRECTORIES),
  // -- copy trading
  dir('copy', 'copy', COPY_DIRECTORY.title, COPY_DIRECTORY.icon, '/copy/lead-trader', COPY_DIRECTORY.sort),
  resourcePage(leadTraderResource, DIRECTORIES),
  resourcePage(followResource, DIRECTORIES),
  resourcePage(orderLinkResource, DIRECTORIES),
  resourcePage(profitShareResource, DIRECTORIES),
  resourcePage(inviteResource, DIRECTORIES),
  resourcePage(inviteUseResource, DIRECTORIES),
  resourcePage(leadStatsResource, DIRECTORIES),
  // Business pages II (issue 15). -- contracts
  dir('contract', 'contract', CONTRACTS_DIRECTORY.title, CONTRACTS_DIRECTORY.icon, '/contract/index-source', CONTRACTS_DIRECTORY.sort),
  resourcePage(indexSourceResource, DIRECTORIES),
  resourcePage(productResource, DIRECTORIES),
  resourcePage(testProductResource, DIRECTORIES),
  resourcePage(testMemberResource, DIRECTORIES),
  resourcePage(testFaucetResource, DIRECTORIES),
  resourcePage(deliveryCycleResource, DIRECTORIES),
  resourcePage(deliveryOrderResource, DIRECTORIES),
  resourcePage(termChangeResource, DIRECTORIES),
  resourcePage(settlementAuditResource, DIRECTORIES),
  resourcePage(settlementCheckResource, DIRECTORIES),
];

/** Nests the entries under their parents, each level in its seed order (sort, then path). */
function treeOf(entries: readonly Entry[], parent: string | undefined): MenuRoute[] {
  return entries
    .filter((e) => e.parent === parent)
    .sort((a, b) => a.sort - b.sort || a.route.path.localeCompare(b.route.path))
    .map((e) => {
      const children = treeOf(entries, e.route.path);
      return children.length ? { ...e.route, children } : e.route;
    });
}

/**
 * The built-in route table for frontend-controlled routing (theme config isRequestRoutes off):
 * every page the server's menu seed has, where it has it, each with the roles the seed grants it
 * (the super role always). Each user sees the entries whose roles meet theirs; the buttons on a
 * page follow getUserInfo's authBtnList, as they follow the server's permissions otherwise.
 */
export const FRONT_END_MENUS: MenuRoute[] = treeOf(ENTRIES, undefined);

/** Keeps the menus whose roles meet the user's (a menu without roles is open to all). */
export function filterMenusByRoles(menus: readonly MenuRoute[], roles: readonly string[]): MenuRoute[] {
  return menus
    .filter((m) => !m.meta.roles?.length || m.meta.roles.some((r) => roles.includes(r)))
    .map((m) => (m.children ? { ...m, children: filterMenusByRoles(m.children, roles) } : m));
}

/** What getUserMenus would answer in frontend-controlled mode: the table for the user's roles, the buttons of their session. */
export function frontEndMenusFor(user: UserInfo): UserMenusResponse {
  return { menuList: filterMenusByRoles(FRONT_END_MENUS, user.roles), permissions: user.authBtnList };
}
