import { z } from 'zod';
import { API_PREFIX } from '../../api';
import { defineResource, type Label } from '../../resource/definition';

const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/** Who may see a user's phone in full (the form needs it to edit). */
export const USER_PHONE_REVEAL = 'system/user/edit';
/** Disabling and enabling are one duty (one button, one permission). */
export const USER_STATUS_PERMISSION = 'system/user/status';

/**
 * A SPEC §5 password that is also strong: it starts with a letter and has 6–16 characters (the
 * field's `password` validator) and mixes three of lower case, upper case, digits and symbols in
 * at least 8 (isStrongPassword; the server checks both).
 */
const passwordField = {
  type: 'text',
  label: l('密码', 'Password', '密碼'),
  required: true,
  // Set at creation only: afterwards an administrator's reset or the user's own change sets it.
  form: 'create',
  widget: 'password',
  validator: 'password',
  maxLength: 16,
  virtual: true,
  list: false,
  detail: false,
  export: false,
  help: l(
    '字母开头，8–16 位，至少包含大写、小写、数字、符号中的三类',
    'Starts with a letter; 8–16 characters from at least three of upper case, lower case, digits and symbols',
    '字母開頭，8–16 位，至少包含大寫、小寫、數字、符號中的三類',
  ),
} as const;

/**
 * Console users (sys_user), reached by their department (data scope). The user name is set once;
 * the password is set at creation and by an administrator's reset (never answered); status,
 * lock and sign-in facts change only through the actions and sign-in. Posts and roles are
 * virtual: kept in sys_user_post and sys_user_role by the server's hooks.
 */
export const userResource = defineResource({
  name: 'system/user',
  table: 'sys_user',
  permission: 'system/user',
  title: l('用户', 'Users', '使用者'),
  recordName: l('用户', 'user', '使用者'),
  ops: ['list', 'get', 'add', 'edit', 'delete', 'export'],
  delete: 'hard',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'userName',
  endpoints: { base: 'user' },
  fields: {
    userName: {
      type: 'text',
      label: l('用户名', 'User name', '使用者名稱'),
      required: true,
      unique: true,
      form: 'create',
      validator: 'userName',
      maxLength: 16,
      filter: 'contains',
      sort: true,
      width: 130,
    },
    nickname: { type: 'text', label: l('昵称', 'Nickname', '暱稱'), required: true, maxLength: 30, filter: 'contains', width: 120 },
    password: passwordField,
    deptId: { type: 'reference', resource: 'system/dept', labelField: 'deptName', label: l('部门', 'Department', '部門'), filter: 'exact', width: 130 },
    postIds: { type: 'json', label: l('岗位', 'Posts', '崗位'), virtual: true, list: false, detail: false, export: false },
    roleIds: { type: 'json', label: l('角色', 'Roles', '角色'), virtual: true, list: false, detail: false, export: false },
    // Answered by the list's decorateList (id and name of each role held); the form edits roleIds.
    roles: { type: 'json', label: l('角色', 'Roles', '角色'), virtual: true, form: false, detail: false, export: false, width: 180 },
    phone: {
      type: 'text',
      label: l('手机号码', 'Mobile phone', '手機號碼'),
      validator: 'mobile',
      maxLength: 11,
      mask: { kind: 'phone', reveal: USER_PHONE_REVEAL },
      filter: 'exact',
      width: 130,
    },
    email: { type: 'text', label: l('邮箱', 'E-mail', '電子郵件'), validator: 'email', maxLength: 50, filter: 'contains', width: 190 },
    status: {
      type: 'dict',
      dictType: 'sys_normal_disable',
      label: l('状态', 'Status', '狀態'),
      readOnly: true,
      filter: 'exact',
      width: 80,
    },
    lockedUntil: { type: 'datetime', label: l('锁定至', 'Locked until', '鎖定至'), readOnly: true, width: 170 },
    lastLoginAt: { type: 'datetime', label: l('最后登录', 'Last sign-in', '最後登入'), readOnly: true, sort: true, width: 170 },
    lastLoginIp: { type: 'text', label: l('最后登录地址', 'Last sign-in address', '最後登入位址'), readOnly: true, list: false },
    mustChangePassword: { type: 'boolean', label: l('须修改密码', 'Must change password', '須修改密碼'), readOnly: true, list: false },
    remark: { type: 'text', label: l('备注', 'Remark', '備註'), widget: 'textarea', maxLength: 500, list: false },
    createdAt: { type: 'datetime', label: l('创建时间', 'Created', '建立時間'), readOnly: true, filter: 'range', sort: true, width: 170 },
  },
  actions: {
    disable: {
      label: l('停用', 'Disable', '停用'),
      scope: 'row',
      permission: USER_STATUS_PERMISSION,
      when: { field: 'status', in: ['0'] },
      danger: true,
      confirm: l('停用后该用户的所有会话立即失效，且无法登录。', 'The user is signed out everywhere at once and cannot sign in.', '停用後該使用者的所有工作階段立即失效，且無法登入。'),
    },
    enable: {
      label: l('启用', 'Enable', '啟用'),
      scope: 'row',
      permission: USER_STATUS_PERMISSION,
      when: { field: 'status', in: ['1'] },
      confirm: l('启用后该用户可以再次登录。', 'The user can sign in again.', '啟用後該使用者可以再次登入。'),
    },
    unlock: {
      label: l('解锁', 'Unlock', '解鎖'),
      scope: 'row',
      confirm: l('清除登录失败次数与锁定。', 'Clears the failed sign-ins and the lock.', '清除登入失敗次數與鎖定。'),
    },
    resetPassword: {
      label: l('重置密码', 'Reset password', '重設密碼'),
      scope: 'row',
      danger: true,
      input: { password: { ...passwordField, virtual: false, label: l('新密码', 'New password', '新密碼') } },
      confirm: l(
        '该用户的所有会话立即失效，下次登录时必须修改密码。',
        'The user is signed out everywhere and must change the password at the next sign-in.',
        '該使用者的所有工作階段立即失效，下次登入時必須修改密碼。',
      ),
    },
  },
  menu: { parent: 'system', key: 'system.user', title: l('用户管理', 'Users', '使用者管理'), path: '/system/user', name: 'systemUser', component: 'system/user/index', icon: 'UserOutlined', sort: 3, keepAlive: true },
});

/* ---------- user/formOptions: the roles the user form picks from (posts and departments: the org pickers) ---------- */

export const USER_FORM_OPTIONS_PATH = `${API_PREFIX}/user/formOptions`;

export const userFormOptionsSchema = z.object({
  /** Roles, with whether the caller may hand them out (never a role granting more than the caller holds). */
  roles: z.array(z.object({ id: z.number(), roleKey: z.string(), roleName: z.string(), status: z.string(), isSuper: z.boolean(), assignable: z.boolean() })),
});
export type UserFormOptions = z.infer<typeof userFormOptionsSchema>;
