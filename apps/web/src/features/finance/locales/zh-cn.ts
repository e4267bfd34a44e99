import { MANUAL_RECHARGE_CHANNEL_NAMES, textsIn } from '@ledgerdesk/shared';
import { FINANCE_FIELD_LABELS } from '@ledgerdesk/shared/resources/finance/field-labels';
import { FINANCE_BUTTON_TITLES, FINANCE_ROUTER_TITLES } from '@ledgerdesk/shared/resources/finance/menu-titles';
import { CRUD_BUTTON_TITLES } from '@ledgerdesk/shared/seeded-names';
/** Texts of the money pages (recharge, withdrawal, money log), the pending alerts and their dictionaries. */
export const financeZhCn = {
  message: {
    router: textsIn(FINANCE_ROUTER_TITLES, 'zh-cn'),
    button: { ...textsIn(FINANCE_BUTTON_TITLES, 'zh-cn'), export: CRUD_BUTTON_TITLES.export['zh-cn'] },
    finance: {
      channel: { manual: MANUAL_RECHARGE_CHANNEL_NAMES['zh-cn'] },
      field: textsIn(FINANCE_FIELD_LABELS, 'zh-cn'),
      amountRequired: '请输入金额',
      amountInvalid: '金额须为正数，最多 18 位整数和 18 位小数',
      memberRequired: '请选择会员',
      amountScale: '{{currency}} 最多 {{scale}} 位小数',
      amountScaleHint: '{{currency}} 最多 {{scale}} 位小数',
      memberIdRequired: '请输入会员 ID（数字）',
      currencyRequired: '请选择币种',
      recharge: {
        reviewTitle: '审核充值 {{orderNo}}',
        addTitle: '新增充值（待审核）',
        editTitle: '修改充值 {{orderNo}}',
        addHint: '新增的充值为待审核状态，须由其他操作员审核通过后才会入账。',
        channelHint: '人工录入，或资金到账所经的充值通道（所选币种的通道）。',
        channelPaused: '{{name}}（已暂停）',
        cancelConfirm: '作废后订单不再等待审核，也不会入账；原因会记入审核记录。',
        creditedHint: '默认等于申请金额；如实际到账不同，请修改并填写备注。',
        secondReviewTitle: '复审充值 {{orderNo}}',
        proposedAmount: '拟入账金额',
        dualApprovalHint: '入账金额高于申请金额或超过大额限额时，须由另一位操作员复审通过。',
        secondReviewNote: '操作员 {{name}} 已于 {{at}} 初审通过按此金额入账；须由另一位操作员复审通过（通过后才入账）或驳回。如需改为其他金额，请驳回。',
        firstApprovedByYou: '初审由您通过，复审须由其他操作员完成。',
        confirmApprove: '确认通过会员 {{account}} 的充值 {{orderNo}}，入账 {{amount}}？',
        confirmReject: '确认驳回会员 {{account}} 的充值 {{orderNo}}（{{amount}}）？将不会入账。',
      },
      withdraw: {
        reviewTitle: '审核提现 {{orderNo}}',
        secondReviewTitle: '复审提现 {{orderNo}}',
        dualApproval: '需复审',
        dualApprovalNote: '大额提现：初审通过后还需另一位操作员复审。',
        secondReviewNote: '初审已由操作员 {{name}} 通过，复审须由其他操作员完成。',
        confirmApprove: '确认通过会员 {{account}} 的提现 {{orderNo}}（{{amount}}）？',
        confirmReject: '确认驳回会员 {{account}} 的提现 {{orderNo}}（{{amount}}）？冻结金额将退回会员可用余额。',
        addTitle: '录入提现申请',
      },
      payout: {
        start: '开始出款',
        complete: '出款完成',
        fail: '出款失败',
        startTitle: '开始出款 {{orderNo}}',
        completeTitle: '出款完成 {{orderNo}}',
        failTitle: '出款失败 {{orderNo}}',
        startConfirm: '确认开始向该地址出款：',
        completeConfirm: '确认以下出款已到账：',
        failConfirm: '标记出款失败，冻结资金将退回会员可用余额：',
        refPlaceholder: '交易哈希或银行流水号',
      },
    },
    pendingAlert: {
      recharge: { title: '充值待审核', description: '有 {{count}} 笔充值等待审核，点击查看' },
      withdraw: { title: '提现待审核', description: '有 {{count}} 笔提现等待审核，点击查看' },
      realName: { title: '实名认证待审核', description: '有 {{count}} 条实名认证等待审核，点击查看' },
    },
  },
};
