import type { TextPerLanguage } from '../../constants';

/** The member pages' menu titles, stored as `message.router.<name>` (why: `seeded-names.ts`). */
export const MEMBER_ROUTER_TITLES = {
  member: { 'zh-cn': '会员管理', en: 'Members', 'zh-tw': '會員管理' },
  memberList: { 'zh-cn': '会员列表', en: 'Member list', 'zh-tw': '會員列表' },
  memberKyc: { 'zh-cn': '实名认证', en: 'Real-name authentication', 'zh-tw': '實名認證' },
} satisfies Record<string, TextPerLanguage>;

/** Their buttons, stored as `message.button.<name>`. */
export const MEMBER_BUTTON_TITLES = {
  memberStatus: { 'zh-cn': '会员状态变更', en: 'Change member status', 'zh-tw': '會員狀態變更' },
  kycReview: { 'zh-cn': '审核实名认证', en: 'Review real-name application', 'zh-tw': '審核實名認證' },
  memberAssign: { 'zh-cn': '分配负责人', en: 'Assign members to operators', 'zh-tw': '分配負責人' },
} satisfies Record<string, TextPerLanguage>;
