import { textsIn } from '@ledgerdesk/shared';
import { MEMBER_FIELD_LABELS } from '@ledgerdesk/shared/resources/member/field-labels';
import { MEMBER_BUTTON_TITLES, MEMBER_ROUTER_TITLES } from '@ledgerdesk/shared/resources/member/menu-titles';
/** Texts of the member and real-name pages and their dictionaries. */
export const memberZhCn = {
  message: {
    router: textsIn(MEMBER_ROUTER_TITLES, 'zh-cn'),
    button: textsIn(MEMBER_BUTTON_TITLES, 'zh-cn'),
    member: {
      field: textsIn(MEMBER_FIELD_LABELS, 'zh-cn'),
      kyc: {
        reviewTitle: '审核实名认证：{{account}}',
        confirmApprove: '确认通过会员 {{account}}（{{name}}）的实名认证？会员认证等级将提升。',
        confirmReject: '确认驳回会员 {{account}}（{{name}}）的实名认证？驳回原因将告知会员。',
        documents: '证件图片',
        documentParts: { front: '正面', back: '背面', selfie: '手持证件照' },
              },
      statusConfirm: '确认对会员 {{account}} 执行「{{action}}」？',
      detail: { wallets: '钱包', moneyLog: '资金流水', recharges: '充值', withdrawals: '提现', kyc: '实名认证', viewAll: '查看全部（{{total}}）' },
      assign: {
        action: '分配负责人',
        titleOne: '分配负责人：{{account}}',
        titleMany: '为 {{count}} 名会员分配负责人',
        operator: '负责人',
        nobody: '不分配（移出当前负责人）',
        search: '输入用户名或昵称查找',
        current: '当前负责人：{{operator}}',
        none: '无',
        hint: '只能选择您数据范围内已启用的用户；会员随负责人所在部门进入各角色的数据范围。',
        required: '请选择负责人',
      },
      status: {
        freezeEffect: '冻结后会员仍可登录查看，但不能交易、提现或转账；待处理的提现将被挂起。余额不变。',
        disableEffect: '禁用后会员无法登录，所有会话立即失效。余额不变，仍计入报表。',
        restoreEffect: '恢复后会员的各项功能恢复正常。',
      },
    },
  },
};
