import { defineResource } from '../../resource/definition';
import { IP_RECORD_VIEW_PERMISSION, loginEventFields } from './login-event-fields';

const l = (zhCn: string, en: string, zhTw: string) => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

export const LOGIN_ERROR_UNLOCK_PERMISSION = 'risk/login-error/unlock';

/**
 * Login errors (catalogue §9.3), members' side: the failed member sign-ins (the server fixes
 * result = FAILURE). Staff failures are the login log's own rows, shown on the same page through
 * that resource. A tried password is never stored, so none is shown.
 */
export const loginErrorResource = defineResource({
  name: 'risk/login-error',
  table: 'risk_member_login_event',
  permission: 'risk/login-error',
  title: { 'zh-cn': '登录错误', en: 'Login errors', 'zh-tw': '登入錯誤' },
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'ip',
  fields: loginEventFields(IP_RECORD_VIEW_PERMISSION),
  actions: {
    unlockStaff: {
      label: l('解锁员工账号', 'Unlock staff account', '解鎖員工帳號'),
      permission: LOGIN_ERROR_UNLOCK_PERMISSION,
      scope: 'page',
      reason: 'required',
      input: { userName: { type: 'text', label: l('员工账号', 'Staff account', '員工帳號'), required: true, maxLength: 64 } },
    },
  },
  menu: { parent: 'risk', key: 'risk.login-error', path: '/risk/login-error', component: 'risk/login-error/index', icon: 'IdcardOutlined', sort: 3, keepAlive: true },
});

/**
 * Member sign-in locks (risk_member_lock) on the login-errors page: support lifts one with a
 * remark; the member must still pass two-factor verification at the next sign-in.
 */
export const memberLockResource = defineResource({
  name: 'risk/member-lock',
  table: 'risk_member_lock',
  permission: 'risk/login-error',
  title: l('会员登录锁定', 'Member sign-in locks', '會員登入鎖定'),
  recordName: l('会员登录锁定', 'member sign-in lock', '會員登入鎖定'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: {
    memberId: { type: 'reference', resource: 'member/member', labelField: 'account', label: l('会员', 'Member', '會員'), required: true, readOnly: true, filter: 'exact', width: 130 },
    reason: { type: 'text', label: l('锁定原因', 'Lock reason', '鎖定原因'), required: true, readOnly: true, width: 200 },
    createdAt: { type: 'datetime', label: l('锁定时间', 'Locked at', '鎖定時間'), required: true, readOnly: true, filter: 'range', sort: true, width: 170 },
    lockedUntil: { type: 'datetime', label: l('锁定至', 'Locked until', '鎖定至'), required: true, readOnly: true, sort: true, width: 170 },
    unlockedAt: { type: 'datetime', label: l('解锁时间', 'Unlocked at', '解鎖時間'), readOnly: true, width: 170 },
    unlockedBy: { type: 'reference', resource: 'system/user', labelField: 'userName', label: l('解锁人', 'Unlocked by', '解鎖人'), readOnly: true, width: 110 },
    unlockRemark: { type: 'text', label: l('解锁备注', 'Unlock remark', '解鎖備註'), readOnly: true, width: 200 },
  },
  actions: {
    unlock: {
      label: l('解锁', 'Unlock', '解鎖'),
      permission: LOGIN_ERROR_UNLOCK_PERMISSION,
      scope: 'row',
      reason: 'required',
      confirm: l(
        '解锁后会员下次登录仍须通过两步验证。',
        'After the unlock the member must still pass two-factor verification at the next sign-in.',
        '解鎖後會員下次登入仍須通過兩步驗證。',
      ),
    },
  },
});
