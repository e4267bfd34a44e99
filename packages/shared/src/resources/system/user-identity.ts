import { defineResource } from '../../resource/definition';

/**
 * OpenID Connect accounts linked to users (sys_user_identity). Only an administrator links one: a
 * sign-in through a provider finds its user here and nowhere else, and an account nobody linked is
 * refused, never created. Linking names the provider (one of the configured ids, checked by the
 * server), the account's subject (`sub`, as the provider issues it) and the user; one subject links to
 * one user per provider. Deleting a link unlinks the account; the user's sessions are not touched.
 */
export const userIdentityResource = defineResource({
  name: 'system/userIdentity',
  table: 'sys_user_identity',
  permission: 'system/identity',
  title: { 'zh-cn': '第三方账号', en: 'Linked accounts', 'zh-tw': '第三方帳號' },
  recordName: { 'zh-cn': '第三方账号', en: 'linked account', 'zh-tw': '第三方帳號' },
  ops: ['list', 'get', 'add', 'delete'],
  delete: 'hard',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'subject',
  endpoints: { base: 'system/identity' },
  fields: {
    userId: {
      type: 'reference',
      resource: 'system/user',
      labelField: 'userName',
      label: { 'zh-cn': '用户', en: 'User', 'zh-tw': '使用者' },
      required: true,
      filter: 'exact',
      width: 160,
      help: { 'zh-cn': '以此第三方账号登录时进入的用户', en: 'The user this account signs in as', 'zh-tw': '以此第三方帳號登入時進入的使用者' },
    },
    provider: {
      type: 'text',
      label: { 'zh-cn': '身份提供方', en: 'Provider', 'zh-tw': '身分提供者' },
      required: true,
      maxLength: 32,
      filter: 'exact',
      sort: true,
      width: 140,
      help: { 'zh-cn': '已配置的提供方标识（OIDC_PROVIDERS）', en: 'A configured provider id (OIDC_PROVIDERS)', 'zh-tw': '已設定的提供者識別碼（OIDC_PROVIDERS）' },
    },
    subject: {
      type: 'text',
      label: { 'zh-cn': '账号标识（sub）', en: 'Subject (sub)', 'zh-tw': '帳號識別碼（sub）' },
      required: true,
      // Per provider: the index is (provider, subject); a duplicate is named on this field.
      unique: true,
      maxLength: 255,
      filter: 'exact',
      width: 220,
      help: {
        'zh-cn': '提供方给该账号的不变标识（ID Token 的 sub），不是邮箱或昵称',
        en: "The provider's fixed identifier of the account (the ID token's sub), not an e-mail address or a nickname",
        'zh-tw': '提供者給該帳號的不變識別碼（ID Token 的 sub），不是電子郵件或暱稱',
      },
    },
    displayName: {
      type: 'text',
      label: { 'zh-cn': '显示名称', en: 'Display name', 'zh-tw': '顯示名稱' },
      maxLength: 100,
      filter: 'contains',
      width: 180,
      help: { 'zh-cn': '便于识别的名称，例如对方的邮箱', en: 'A name to recognise the account by, such as its e-mail address', 'zh-tw': '便於識別的名稱，例如對方的電子郵件' },
    },
    linkedBy: {
      type: 'reference',
      resource: 'system/user',
      labelField: 'userName',
      label: { 'zh-cn': '关联人', en: 'Linked by', 'zh-tw': '關聯人' },
      readOnly: true,
      width: 120,
    },
    lastUsedAt: {
      type: 'datetime',
      label: { 'zh-cn': '最近使用', en: 'Last used', 'zh-tw': '最近使用' },
      readOnly: true,
      sort: true,
      width: 170,
    },
    createdAt: {
      type: 'datetime',
      label: { 'zh-cn': '关联时间', en: 'Linked at', 'zh-tw': '關聯時間' },
      readOnly: true,
      sort: true,
      width: 170,
    },
  },
  menu: {
    parent: 'system',
    key: 'system.identity',
    title: { 'zh-cn': '第三方账号', en: 'Linked accounts', 'zh-tw': '第三方帳號' },
    path: '/system/identity',
    name: 'systemIdentity',
    component: 'system/identity/index',
    icon: 'SafetyOutlined',
    sort: 40,
    keepAlive: true,
  },
});
