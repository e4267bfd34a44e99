import { defineResource } from '../../resource/definition';
import { at, COPY_DIRECTORY, l, lead, member } from './labels';

export const INVITE_STATUS_OPTIONS = [
  { value: 'ACTIVE', label: l('有效', 'Active', '有效'), color: 'success' },
  { value: 'REVOKED', label: l('已撤销', 'Revoked', '已撤銷'), color: 'error' },
  { value: 'EXPIRED', label: l('已过期', 'Expired', '已過期'), color: 'default' },
] as const;
export const INVITE_KIND_OPTIONS = [
  { value: 'PROFILE_LINK', label: l('主页链接', 'Profile link', '主頁連結') },
  { value: 'PRIVATE_STRATEGY', label: l('私密策略', 'Private strategy', '私密策略') },
] as const;

/**
 * Follow invites (catalogue §6.3): a lead's link to their profile or private strategy. An invite
 * carries no product, side, amount, time window or expected profit and places no trade.
 */
export const inviteResource = defineResource({
  name: 'copy/invite',
  table: 'copy_invite',
  permission: 'copy/invite',
  title: l('跟单邀请', 'Follow invites', '跟單邀請'),
  recordName: l('跟单邀请', 'follow invite', '跟單邀請'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  // The invite uses' filter chooses an invite by its code.
  recordLabel: 'code',
  fields: {
    code: { type: 'text', label: l('邀请码', 'Code', '邀請碼'), required: true, readOnly: true, filter: 'exact', width: 200 },
    leadTraderId: { ...lead, required: true, readOnly: true, filter: 'exact', width: 140 },
    kind: { type: 'enum', options: INVITE_KIND_OPTIONS, label: l('类型', 'Kind', '類型'), required: true, readOnly: true, width: 110 },
    status: { type: 'enum', options: INVITE_STATUS_OPTIONS, label: l('状态', 'Status', '狀態'), required: true, readOnly: true, filter: 'exact', width: 90 },
    uses: { type: 'integer', label: l('已使用', 'Uses', '已使用'), required: true, readOnly: true, width: 80 },
    maxUses: { type: 'integer', label: l('使用上限', 'Max uses', '使用上限'), required: true, readOnly: true, width: 90 },
    expiresAt: { ...at('过期时间', 'Expires', '過期時間'), required: true },
    revokedReason: { type: 'text', label: l('撤销原因', 'Revoke reason', '撤銷原因'), readOnly: true, list: false },
    createdAt: { ...at('创建时间', 'Created', '建立時間'), required: true, sort: true },
  },
  actions: {
    revoke: { label: l('撤销', 'Revoke', '撤銷'), scope: 'row', danger: true, reason: 'required', when: { field: 'status', in: ['ACTIVE'] } },
  },
  menu: { parent: COPY_DIRECTORY.key, key: 'copy.invite', path: '/copy/invite', name: 'copyInvite', icon: 'NotificationOutlined', sort: 5, keepAlive: true, roles: ['common'] },
});

/** Who joined through which invite. */
export const inviteUseResource = defineResource({
  name: 'copy/invite-use',
  table: 'copy_invite_use',
  permission: 'copy/invite-use',
  title: l('邀请使用记录', 'Invite uses', '邀請使用記錄'),
  recordName: l('邀请使用记录', 'invite use', '邀請使用記錄'),
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'usedAt', order: 'desc' },
  fields: {
    inviteId: { type: 'reference', resource: 'copy/invite', labelField: 'code', label: l('邀请', 'Invite', '邀請'), required: true, readOnly: true, filter: 'exact', width: 200 },
    memberId: { ...member, required: true, readOnly: true, filter: 'exact', width: 150 },
    followId: { type: 'reference', resource: 'copy/follow', labelField: 'followNo', label: l('跟单关系', 'Follow', '跟單關係'), readOnly: true, width: 210 },
    usedAt: { ...at('使用时间', 'Used', '使用時間'), required: true, sort: true },
  },
  menu: { parent: COPY_DIRECTORY.key, key: 'copy.inviteUse', path: '/copy/invite-use', name: 'copyInviteUse', icon: 'ProfileOutlined', sort: 6, keepAlive: true, roles: ['common'] },
});
