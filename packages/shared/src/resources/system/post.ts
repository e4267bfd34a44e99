import { defineResource } from '../../resource/definition';

/**
 * Posts (sys_post): the job titles users hold (sys_user_post, many to many). Code and name are
 * each unique; a post still held by a user is not deleted (the server names it and how many hold it).
 */
export const postResource = defineResource({
  name: 'system/post',
  table: 'sys_post',
  permission: 'system/post',
  title: { 'zh-cn': '岗位', en: 'Posts', 'zh-tw': '崗位' },
  recordName: { 'zh-cn': '岗位', en: 'post', 'zh-tw': '崗位' },
  ops: ['list', 'get', 'add', 'edit', 'delete', 'export'],
  delete: 'hard',
  defaultSort: { field: 'sort', order: 'asc' },
  recordLabel: 'postName',
  fields: {
    postCode: {
      type: 'text',
      label: { 'zh-cn': '岗位编码', en: 'Post code', 'zh-tw': '崗位編碼' },
      required: true,
      unique: true,
      maxLength: 64,
      filter: 'contains',
      sort: true,
      width: 160,
    },
    postName: {
      type: 'text',
      label: { 'zh-cn': '岗位名称', en: 'Post name', 'zh-tw': '崗位名稱' },
      required: true,
      unique: true,
      maxLength: 50,
      filter: 'contains',
      sort: true,
      width: 180,
    },
    sort: { type: 'integer', label: { 'zh-cn': '排序', en: 'Order', 'zh-tw': '排序' }, default: 0, min: 0, max: 9999, sort: true, width: 80 },
    status: {
      type: 'dict',
      dictType: 'sys_normal_disable',
      label: { 'zh-cn': '状态', en: 'Status', 'zh-tw': '狀態' },
      default: '0',
      filter: 'exact',
      width: 90,
      help: { 'zh-cn': '停用的岗位不能再分配给用户', en: 'A disabled post is no longer offered to users', 'zh-tw': '停用的崗位不能再分配給使用者' },
    },
    remark: { type: 'text', label: { 'zh-cn': '备注', en: 'Remark', 'zh-tw': '備註' }, maxLength: 500, widget: 'textarea', width: 240 },
    createdAt: { type: 'datetime', label: { 'zh-cn': '创建时间', en: 'Created at', 'zh-tw': '建立時間' }, readOnly: true, sort: true, width: 180 },
  },
  menu: {
    parent: 'system',
    key: 'system.post',
    title: { 'zh-cn': '岗位管理', en: 'Posts', 'zh-tw': '崗位管理' },
    path: '/system/post',
    name: 'systemPost',
    component: 'system/post/index',
    icon: 'IdcardOutlined',
    sort: 6,
    keepAlive: true,
  },
});
