import { defineResource } from '../../resource/definition';

/**
 * The operation log (anchor study §1.12): one row per call that changes data (every signed-in
 * POST, PUT, PATCH and DELETE but the read-only lists), written by the server's operation-log
 * plugin with secrets masked by key name. Read and export only: append-only for operators, old
 * rows go by the retention job.
 */
export const operLogResource = defineResource({
  name: 'monitor/operlog',
  table: 'sys_oper_log',
  permission: 'monitor/operlog',
  title: { 'zh-cn': '操作日志', en: 'Operation log', 'zh-tw': '操作日誌' },
  recordName: { 'zh-cn': '操作日志', en: 'operation log entry', 'zh-tw': '操作日誌' },
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: {
    module: { type: 'text', label: { 'zh-cn': '模块', en: 'Module', 'zh-tw': '模組' }, readOnly: true, filter: 'prefix', width: 150 },
    action: { type: 'text', label: { 'zh-cn': '操作', en: 'Action', 'zh-tw': '操作' }, readOnly: true, filter: 'exact', width: 120 },
    method: { type: 'text', label: { 'zh-cn': '请求方式', en: 'Method', 'zh-tw': '請求方式' }, required: true, readOnly: true, width: 90 },
    userName: { type: 'text', label: { 'zh-cn': '操作人员', en: 'Operator', 'zh-tw': '操作人員' }, readOnly: true, filter: 'prefix', width: 120 },
    statusCode: {
      type: 'integer',
      label: { 'zh-cn': '状态码', en: 'Status', 'zh-tw': '狀態碼' },
      required: true,
      readOnly: true,
      filter: 'range',
      sort: true,
      width: 110,
    },
    durationMs: { type: 'integer', label: { 'zh-cn': '耗时（毫秒）', en: 'Time taken (ms)', 'zh-tw': '耗時（毫秒）' }, required: true, readOnly: true, sort: true, width: 120 },
    ip: { type: 'text', label: { 'zh-cn': '操作地址', en: 'Address', 'zh-tw': '操作位址' }, readOnly: true, filter: 'prefix', width: 130 },
    createdAt: {
      type: 'datetime',
      label: { 'zh-cn': '操作时间', en: 'Time', 'zh-tw': '操作時間' },
      required: true,
      readOnly: true,
      filter: 'range',
      sort: true,
      width: 170,
    },
    url: { type: 'text', label: { 'zh-cn': '请求地址', en: 'Path', 'zh-tw': '請求位址' }, readOnly: true, list: false, maxLength: 500 },
    error: { type: 'text', label: { 'zh-cn': '错误信息', en: 'Error', 'zh-tw': '錯誤訊息' }, readOnly: true, list: false, export: true, maxLength: 2000 },
    params: { type: 'text', label: { 'zh-cn': '请求参数', en: 'Parameters', 'zh-tw': '請求參數' }, readOnly: true, list: false, detail: false, export: true, maxLength: 4000 },
    requestId: { type: 'text', label: { 'zh-cn': '请求编号', en: 'Request id', 'zh-tw': '請求編號' }, readOnly: true, list: false },
    routeKey: { type: 'text', label: { 'zh-cn': '路由', en: 'Route', 'zh-tw': '路由' }, readOnly: true, list: false, export: false },
    userId: { type: 'integer', label: { 'zh-cn': '用户编号', en: 'User id', 'zh-tw': '使用者編號' }, readOnly: true, list: false },
  },
  menu: {
    parent: 'monitor',
    key: 'monitor.operlog',
    path: '/monitor/operlog',
    component: 'monitor/operlog',
    icon: 'FileTextOutlined',
    sort: 6,
    keepAlive: true,
  },
});
