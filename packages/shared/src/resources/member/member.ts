import type { TextPerLanguage } from '../../constants';
import { defineResource } from '../../resource/definition';
import { PERMISSIONS } from '../../permissions';
import { MEMBER_ASSIGN_PERMISSION } from '../../member';
import { MEMBER_FIELD_LABELS } from './field-labels';

const f = (key: keyof typeof MEMBER_FIELD_LABELS) => MEMBER_FIELD_LABELS[key];
/** Status changes never touch balances; each needs a reason that goes to the review history. */
const statusAction = (label: TextPerLanguage, from: readonly string[], confirm: string, danger: boolean) =>
  ({ label, scope: 'row', reason: 'required', confirm, danger, when: { field: 'status', in: from }, permission: PERMISSIONS.memberEdit }) as const;

/** The assign action's button, one member or several. */
const ASSIGN_LABEL: TextPerLanguage = { 'zh-cn': '分配负责人', en: 'Assign operator', 'zh-tw': '分配負責人' };

/** The operator to assign to (the bodies are the contract's memberAssignSchema / memberAssignManySchema). */
const assignInput = {
  operatorId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: f('operatorId') },
} as const;

/**
 * Members of the platform. They register themselves, so the console neither creates nor edits
 * nor deletes them: operators find them, look, freeze, disable or restore an account, and assign
 * it to an operator (whose department places the member in the roles' data scopes).
 */
export const memberResource = defineResource({
  name: 'member/member',
  table: 'mem_member',
  permission: 'member/member',
  title: 'message.router.memberList',
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'registeredAt', order: 'desc' },
  recordLabel: 'account',
  endpoints: { base: 'member' },
  fields: {
    id: { type: 'integer', label: f('memberId'), readOnly: true, filter: 'exact', sort: true, width: 90 },
    account: { type: 'text', label: f('account'), required: true, unique: true, readOnly: true, filter: 'prefix', sort: true, width: 150 },
    nickname: { type: 'text', label: f('nickname'), readOnly: true, width: 120 },
    phone: { type: 'text', label: f('phone'), readOnly: true, filter: 'exact', width: 140 },
    email: { type: 'text', label: f('email'), readOnly: true, filter: 'exact', width: 200 },
    status: { type: 'dict', dictType: 'member_status', label: f('status'), required: true, readOnly: true, filter: 'in', width: 100 },
    kycLevel: { type: 'dict', dictType: 'kyc_level', integer: true, label: f('kycLevel'), required: true, readOnly: true, filter: 'exact', width: 120 },
    operatorId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: f('operatorId'), readOnly: true, filter: 'exact', width: 150 },
    inviterId: { type: 'reference', resource: 'member/member', labelField: 'account', label: f('inviterId'), readOnly: true, filter: 'exact', width: 150 },
    registerIp: { type: 'text', label: f('registerIp'), readOnly: true, list: false },
    registeredAt: { type: 'datetime', label: f('registeredAt'), required: true, readOnly: true, filter: 'range', sort: true, width: 170 },
  },
  actions: {
    freeze: statusAction({ 'zh-cn': '冻结', en: 'Freeze', 'zh-tw': '凍結' }, ['NORMAL'], 'message.member.status.freezeEffect', true),
    disable: statusAction({ 'zh-cn': '禁用', en: 'Disable', 'zh-tw': '停用' }, ['NORMAL', 'FROZEN'], 'message.member.status.disableEffect', true),
    restore: statusAction({ 'zh-cn': '恢复正常', en: 'Restore', 'zh-tw': '恢復正常' }, ['FROZEN', 'DISABLED'], 'message.member.status.restoreEffect', false),
    assignOperator: { label: ASSIGN_LABEL, scope: 'row', permission: MEMBER_ASSIGN_PERMISSION, input: assignInput },
    assignOperators: { label: ASSIGN_LABEL, scope: 'bulk', permission: MEMBER_ASSIGN_PERMISSION, input: assignInput },
  },
  menu: { parent: 'member', key: 'member.list', path: '/member/list', name: 'memberList', component: 'member/list/index', icon: 'UserOutlined', sort: 1, keepAlive: true, roles: ['common'] },
});
