import { defineResource } from '../../resource/definition';

/**
 * Departments (sys_dept): the tree data scopes are expressed in (packages/shared/src/data-scope.ts).
 * The server's hooks keep the rules a tree of people needs: a name is unique among its siblings, a
 * department never sits under itself, an enabled department never sits under a disabled one, and
 * a department that still has sub-departments or users is not deleted. Lists, reads and writes
 * reach only the departments in the caller's data scope.
 */
export const deptResource = defineResource({
  name: 'system/dept',
  table: 'sys_dept',
  permission: 'system/dept',
  // A text, not a key: the server names the resource in its messages ('Department 3 still has children').
  title: { 'zh-cn': '部门', en: 'Departments', 'zh-tw': '部門' },
  recordName: { 'zh-cn': '部门', en: 'department', 'zh-tw': '部門' },
  ops: ['list', 'get', 'add', 'edit', 'delete'],
  delete: 'hard',
  tree: { parentField: 'parentId' },
  defaultSort: { field: 'sort', order: 'asc' },
  recordLabel: 'deptName',
  fields: {
    deptName: {
      type: 'text',
      label: { 'zh-cn': '部门名称', en: 'Department name', 'zh-tw': '部門名稱' },
      required: true,
      maxLength: 50,
      filter: 'contains',
      width: 220,
      help: { 'zh-cn': '同一上级部门下不可重名', en: 'Unique among the departments under the same parent', 'zh-tw': '同一上級部門下不可重名' },
    },
    parentId: {
      type: 'reference',
      resource: 'system/dept',
      labelField: 'deptName',
      label: { 'zh-cn': '上级部门', en: 'Parent department', 'zh-tw': '上級部門' },
      list: false,
      help: { 'zh-cn': '留空为顶级部门', en: 'Empty for a top-level department', 'zh-tw': '留空為頂級部門' },
    },
    sort: { type: 'integer', label: { 'zh-cn': '排序', en: 'Order', 'zh-tw': '排序' }, default: 0, min: 0, max: 9999, width: 80 },
    status: {
      type: 'dict',
      dictType: 'sys_normal_disable',
      label: { 'zh-cn': '状态', en: 'Status', 'zh-tw': '狀態' },
      default: '0',
      filter: 'exact',
      width: 90,
      help: {
        'zh-cn': '有启用的下级部门时不能停用；上级部门停用时不能启用',
        en: 'Cannot be disabled while a sub-department is enabled, nor enabled under a disabled parent',
        'zh-tw': '有啟用的下級部門時不能停用；上級部門停用時不能啟用',
      },
    },
    leader: { type: 'text', label: { 'zh-cn': '负责人', en: 'Leader', 'zh-tw': '負責人' }, maxLength: 50, width: 120 },
    phone: {
      type: 'text',
      label: { 'zh-cn': '联系电话', en: 'Phone', 'zh-tw': '聯絡電話' },
      maxLength: 20,
      width: 140,
      help: { 'zh-cn': '手机号码或固定电话（如 010-12345678）', en: 'A mobile number or a landline such as 010-12345678', 'zh-tw': '手機號碼或市話（如 010-12345678）' },
    },
    email: { type: 'text', label: { 'zh-cn': '邮箱', en: 'E-mail', 'zh-tw': '電子郵件' }, maxLength: 100, validator: 'email', width: 190 },
    createdAt: { type: 'datetime', label: { 'zh-cn': '创建时间', en: 'Created at', 'zh-tw': '建立時間' }, readOnly: true, list: false },
  },
  menu: {
    parent: 'system',
    key: 'system.dept',
    title: { 'zh-cn': '部门管理', en: 'Departments', 'zh-tw': '部門管理' },
    path: '/system/dept',
    name: 'systemDept',
    component: 'system/dept/index',
    icon: 'BankOutlined',
    sort: 5,
    keepAlive: true,
  },
});
