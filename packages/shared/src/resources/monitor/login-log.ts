import { defineResource } from '../../resource/definition';

/** Dictionary types the login log shows (seeded in apps/server/src/db/seed/dicts.ts and the areas). */
export const LOGIN_RESULT_DICT = 'sys_login_result';
export const SIGN_IN_METHOD_DICT = 'sys_sign_in_method';

/**
 * The clean-up keeps at least this many days: rows younger than that cannot be removed by an
 * operator (someone given the button cannot wipe the traces of this month's sign-ins).
 */
export const LOGIN_LOG_CLEAN_KEEP_DAYS = 30;

/**
 * The login log (anchor study §1.11): every sign-in attempt by any method, lock-screen checks and
 * password changes, with the address, the browser and system read from the User-Agent when the row
 * was written, the result and its reason. Read, export and one clean-up of old rows.
 */
export const loginLogResource = defineResource({
  name: 'monitor/logininfor',
  table: 'sys_login_log',
  permission: 'monitor/logininfor',
  title: { 'zh-cn': '登录日志', en: 'Login log', 'zh-tw': '登入日誌' },
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'userName',
  fields: {
    userName: {
      type: 'text',
      label: { 'zh-cn': '登录账号', en: 'Account', 'zh-tw': '登入帳號' },
      required: true,
      readOnly: true,
      filter: 'prefix',
      width: 140,
    },
    ip: { type: 'text', label: { 'zh-cn': '登录地址', en: 'Address', 'zh-tw': '登入位址' }, readOnly: true, filter: 'prefix', width: 140 },
    browser: { type: 'text', label: { 'zh-cn': '浏览器', en: 'Browser', 'zh-tw': '瀏覽器' }, readOnly: true, width: 150 },
    os: { type: 'text', label: { 'zh-cn': '操作系统', en: 'OS', 'zh-tw': '作業系統' }, readOnly: true, width: 140 },
    method: {
      type: 'dict',
      dictType: SIGN_IN_METHOD_DICT,
      label: { 'zh-cn': '登录方式', en: 'Method', 'zh-tw': '登入方式' },
      required: true,
      readOnly: true,
      filter: 'in',
      width: 110,
    },
    success: {
      type: 'boolean',
      label: { 'zh-cn': '成功', en: 'Succeeded', 'zh-tw': '成功' },
      required: true,
      readOnly: true,
      filter: 'exact',
      width: 90,
    },
    reason: {
      type: 'dict',
      dictType: LOGIN_RESULT_DICT,
      label: { 'zh-cn': '结果', en: 'Result', 'zh-tw': '結果' },
      required: true,
      readOnly: true,
      filter: 'in',
      width: 180,
    },
    createdAt: {
      type: 'datetime',
      label: { 'zh-cn': '登录时间', en: 'Time', 'zh-tw': '登入時間' },
      required: true,
      readOnly: true,
      filter: 'range',
      sort: true,
      width: 170,
    },
    userAgent: { type: 'text', label: { 'zh-cn': '用户代理', en: 'User agent', 'zh-tw': '使用者代理' }, readOnly: true, list: false, maxLength: 500 },
    userId: { type: 'integer', label: { 'zh-cn': '用户编号', en: 'User id', 'zh-tw': '使用者編號' }, readOnly: true, list: false },
  },
  actions: {
    clean: {
      label: { 'zh-cn': '清理', en: 'Clean up', 'zh-tw': '清理' },
      scope: 'page',
      danger: true,
      input: {
        before: {
          type: 'datetime',
          label: { 'zh-cn': '清理此时间之前的记录', en: 'Remove rows before', 'zh-tw': '清理此時間之前的記錄' },
          required: true,
          help: {
            'zh-cn': `最近 ${LOGIN_LOG_CLEAN_KEEP_DAYS} 天的记录始终保留`,
            en: `The last ${LOGIN_LOG_CLEAN_KEEP_DAYS} days are always kept`,
            'zh-tw': `最近 ${LOGIN_LOG_CLEAN_KEEP_DAYS} 天的記錄始終保留`,
          },
        },
      },
      confirm: {
        'zh-cn': '确定删除该时间之前的全部登录日志？删除后无法恢复。',
        en: 'Delete every login-log row before this time? This cannot be undone.',
        'zh-tw': '確定刪除該時間之前的全部登入日誌？刪除後無法復原。',
      },
    },
  },
  menu: { parent: 'monitor', key: 'monitor.logininfor', path: '/monitor/logininfor', icon: 'ProfileOutlined', sort: 7, keepAlive: true },
});
