import { defineResource } from '../../resource/definition';

const l = (zhCn: string, en: string, zhTw: string) => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/** Where an entry refuses an address. The console enforces LOGIN (staff sign-in) and ADMIN_CONSOLE (every API call); the member-facing apps read the others. */
export const IP_BLACKLIST_SCOPES = ['LOGIN', 'REGISTER', 'ALL_MEMBER_API', 'ADMIN_CONSOLE'] as const;
export type IpBlacklistScope = (typeof IP_BLACKLIST_SCOPES)[number];
/** COMPLIANCE entries (sanctions, court orders) leave the list only through a second operator. */
export const IP_BLACKLIST_SOURCES = ['MANUAL', 'AUTO_LOGIN_FAILURES', 'COMPLIANCE'] as const;
/** What an operator may file by hand; AUTO_LOGIN_FAILURES is the rule job's. */
export const IP_BLACKLIST_MANUAL_SOURCES = ['MANUAL', 'COMPLIANCE'] as const;
/** Four-eyes kind of disabling or removing a COMPLIANCE entry. */
export const IP_BLACKLIST_REMOVE_KIND = 'ip-blacklist.remove';
export const IP_BLACKLIST_APPROVE_PERMISSION = 'risk/ip-blacklist/approve';
/** Most lines one batch may add (CSV paste). */
export const IP_BLACKLIST_BATCH_MAX = 500;

/** Scopes that would lock the operator out of this console: the self-block guard looks at these. */
export const CONSOLE_SCOPES: readonly IpBlacklistScope[] = ['LOGIN', 'ADMIN_CONSOLE'];

const scopeOptions = [
  { value: 'LOGIN', label: l('后台登录', 'Staff sign-in', '後台登入'), color: 'warning' },
  { value: 'REGISTER', label: l('会员注册', 'Member registration', '會員註冊') },
  { value: 'ALL_MEMBER_API', label: l('会员全部接口', 'All member API', '會員全部介面') },
  { value: 'ADMIN_CONSOLE', label: l('管理后台', 'Admin console', '管理後台'), color: 'error' },
] as const;

const sourceOptions = [
  { value: 'MANUAL', label: l('手工', 'Manual', '手動') },
  { value: 'AUTO_LOGIN_FAILURES', label: l('登录失败自动', 'Auto: sign-in failures', '登入失敗自動'), color: 'processing' },
  { value: 'COMPLIANCE', label: l('合规', 'Compliance', '合規'), color: 'purple' },
] as const;

/**
 * IP black list (catalogue §9.1, DR §1.5): single addresses and CIDR ranges (IPv4 and IPv6,
 * stored normalised) per scope, with an optional expiry and hit counters. Entries are added one
 * by one or as a CSV batch through `create` (the self-block guard refuses an entry covering the
 * operator's own address for the console); disabling or removing a COMPLIANCE entry files a
 * four-eyes request instead of acting.
 */
export const ipBlacklistResource = defineResource({
  name: 'risk/ip-blacklist',
  table: 'risk_ip_blacklist',
  permission: 'risk/ip-blacklist',
  title: l('IP 黑名单', 'IP black list', 'IP 黑名單'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'ipCidr',
  fields: {
    ipCidr: { type: 'text', label: l('IP / 网段', 'IP / CIDR', 'IP / 網段'), required: true, readOnly: true, filter: 'prefix', width: 200 },
    scope: { type: 'enum', label: l('作用范围', 'Scope', '作用範圍'), options: scopeOptions, required: true, readOnly: true, filter: 'in', width: 130 },
    source: { type: 'enum', label: l('来源', 'Source', '來源'), options: sourceOptions, required: true, readOnly: true, filter: 'in', width: 130 },
    status: {
      type: 'enum',
      label: l('状态', 'Status', '狀態'),
      options: [
        { value: 'ACTIVE', label: l('生效', 'Active', '生效'), color: 'success' },
        { value: 'DISABLED', label: l('停用', 'Disabled', '停用'), color: 'default' },
      ],
      required: true,
      readOnly: true,
      filter: 'in',
      width: 90,
    },
    // In each console language ({ 'zh-cn', en, 'zh-tw' }; an operator's words the same in each): shown in the reader's.
    reason: { type: 'json', label: l('原因', 'Reason', '原因'), required: true, readOnly: true, width: 200 },
    expiresAt: { type: 'datetime', label: l('到期时间', 'Expires', '到期時間'), readOnly: true, filter: 'range', sort: true, width: 170 },
    hitCount: { type: 'integer', label: l('命中次数', 'Hits', '命中次數'), required: true, readOnly: true, sort: true, width: 90 },
    lastHitAt: { type: 'datetime', label: l('最近命中', 'Last hit', '最近命中'), readOnly: true, sort: true, width: 170 },
    createdAt: { type: 'datetime', label: l('创建时间', 'Created', '建立時間'), required: true, readOnly: true, filter: 'range', sort: true, width: 170 },
    createdBy: { type: 'reference', resource: 'system/user', labelField: 'userName', label: l('创建人', 'Created by', '建立人'), readOnly: true, width: 110 },
  },
  actions: {
    create: {
      label: l('添加', 'Add', '新增'),
      permission: 'risk/ip-blacklist/create',
      scope: 'page',
      reason: 'required',
      input: {
        entries: {
          type: 'text',
          label: l('IP / 网段', 'IP / CIDR', 'IP / 網段'),
          required: true,
          maxLength: 40_000,
          widget: 'textarea',
          help: l(
            '每行一个地址或网段（如 203.0.113.7、198.51.100.0/24、2001:db8::/48），可粘贴 CSV：地址,原因',
            'One address or range per line (203.0.113.7, 198.51.100.0/24, 2001:db8::/48); CSV lines "address,reason" are accepted',
            '每行一個位址或網段（如 203.0.113.7、198.51.100.0/24、2001:db8::/48），可貼上 CSV：位址,原因',
          ),
        },
        scope: { type: 'enum', label: l('作用范围', 'Scope', '作用範圍'), options: scopeOptions, required: true, default: 'LOGIN' },
        source: {
          type: 'enum',
          label: l('来源', 'Source', '來源'),
          options: sourceOptions.filter((o) => o.value !== 'AUTO_LOGIN_FAILURES'),
          required: true,
          default: 'MANUAL',
          help: l('合规条目的停用与删除需第二人审批', 'Disabling or removing a compliance entry needs a second operator', '合規條目的停用與刪除需第二人審批'),
        },
        expiresAt: { type: 'datetime', label: l('到期时间', 'Expires', '到期時間'), help: l('留空为永久', 'Empty: never', '留空為永久') },
      },
    },
    disable: {
      label: l('停用', 'Disable', '停用'),
      permission: 'risk/ip-blacklist/toggle',
      scope: 'row',
      reason: 'required',
      when: { field: 'status', in: ['ACTIVE'] },
    },
    enable: {
      label: l('启用', 'Enable', '啟用'),
      permission: 'risk/ip-blacklist/toggle',
      scope: 'row',
      reason: 'required',
      when: { field: 'status', in: ['DISABLED'] },
    },
    remove: {
      label: l('删除', 'Remove', '刪除'),
      permission: 'risk/ip-blacklist/delete',
      scope: 'row',
      reason: 'required',
      danger: true,
      confirm: l('确定删除该条目？合规条目将提交第二人审批。', 'Remove this entry? A compliance entry is sent to a second operator for approval.', '確定刪除該條目？合規條目將提交第二人審批。'),
    },
  },
  menu: { parent: 'risk', key: 'risk.ip-blacklist', path: '/risk/ip-blacklist', component: 'risk/ip-blacklist/index', icon: 'AuditOutlined', sort: 1, keepAlive: true },
});
