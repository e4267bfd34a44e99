import { MANUAL_RECHARGE_CHANNEL_NAMES, textsIn } from '@ledgerdesk/shared';
import { FINANCE_FIELD_LABELS } from '@ledgerdesk/shared/resources/finance/field-labels';
import { FINANCE_BUTTON_TITLES, FINANCE_ROUTER_TITLES } from '@ledgerdesk/shared/resources/finance/menu-titles';
import { CRUD_BUTTON_TITLES } from '@ledgerdesk/shared/seeded-names';
import type { financeZhCn } from './zh-cn';

export const financeZhTw: typeof financeZhCn = {
  message: {
    router: textsIn(FINANCE_ROUTER_TITLES, 'zh-tw'),
    button: { ...textsIn(FINANCE_BUTTON_TITLES, 'zh-tw'), export: CRUD_BUTTON_TITLES.export['zh-tw'] },
    finance: {
      channel: { manual: MANUAL_RECHARGE_CHANNEL_NAMES['zh-tw'] },
      field: textsIn(FINANCE_FIELD_LABELS, 'zh-tw'),
      amountRequired: '請輸入金額',
      amountInvalid: '金額須為正數，最多 18 位整數和 18 位小數',
      memberRequired: '請選擇會員',
      amountScale: '{{currency}} 最多 {{scale}} 位小數',
      amountScaleHint: '{{currency}} 最多 {{scale}} 位小數',
      memberIdRequired: '請輸入會員 ID（數字）',
      currencyRequired: '請選擇幣別',
      recharge: {
        reviewTitle: '審核儲值 {{orderNo}}',
        addTitle: '新增儲值（待審核）',
        editTitle: '修改儲值 {{orderNo}}',
        addHint: '新增的儲值為待審核狀態，須由其他操作員審核通過後才會入帳。',
        channelHint: '人工錄入，或資金到帳所經的儲值通道（所選幣別的通道）。',
        channelPaused: '{{name}}（已暫停）',
        cancelConfirm: '作廢後訂單不再等待審核，也不會入帳；原因會記入審核紀錄。',
        creditedHint: '預設等於申請金額；如實際入帳不同，請修改並填寫備註。',
        secondReviewTitle: '複審儲值 {{orderNo}}',
        proposedAmount: '擬入帳金額',
        dualApprovalHint: '入帳金額高於申請金額或超過大額限額時，須由另一位操作員複審通過。',
        secondReviewNote: '操作員 {{name}} 已於 {{at}} 初審通過按此金額入帳；須由另一位操作員複審通過（通過後才入帳）或駁回。如需改為其他金額，請駁回。',
        firstApprovedByYou: '初審由您通過，複審須由其他操作員完成。',
        confirmApprove: '確認通過會員 {{account}} 的儲值 {{orderNo}}，入帳 {{amount}}？',
        confirmReject: '確認駁回會員 {{account}} 的儲值 {{orderNo}}（{{amount}}）？將不會入帳。',
        channelRules: {
          title: '與儲值通道規則不符',
          note: '資金已到帳，以下各項不阻止審核，由審核人決定：通過、修改入帳金額（須填寫備註）或駁回。',
          belowMinimum: '{{amount}} 低於該通道的最低金額 {{limit}}。',
          aboveMaximum: '{{amount}} 高於該通道的最高金額 {{limit}}。',
          paymentRefMissing: '該通道要求交易憑據（交易雜湊或流水號），此訂單未填寫。',
          kycTooLow: '該通道要求實名等級「{{required}}」，會員目前為「{{level}}」。',
          dailyCapExceeded: '這是會員今日經該通道的第 {{count}} 筆儲值，該通道每人每日限 {{cap}} 筆。',
          channelPaused: '該通道已暫停：會員無法經其提交儲值。',
          fee: '通道手續費 {{fee}}（{{rule}}）：扣除後為 {{net}}。',
          creditAfterFee: '按扣費後金額入帳',
        },
      },
      withdraw: {
        reviewTitle: '審核提領 {{orderNo}}',
        secondReviewTitle: '複審提領 {{orderNo}}',
        dualApproval: '需複審',
        dualApprovalNote: '大額提領：初審通過後還需另一位操作員複審。',
        secondReviewNote: '初審已由操作員 {{name}} 通過，複審須由其他操作員完成。',
        confirmApprove: '確認通過會員 {{account}} 的提領 {{orderNo}}（{{amount}}）？',
        confirmReject: '確認駁回會員 {{account}} 的提領 {{orderNo}}（{{amount}}）？凍結金額將退回會員可用餘額。',
        addTitle: '代錄提領申請',
      },
      payout: {
        start: '開始出款',
        complete: '出款完成',
        fail: '出款失敗',
        startTitle: '開始出款 {{orderNo}}',
        completeTitle: '出款完成 {{orderNo}}',
        failTitle: '出款失敗 {{orderNo}}',
        startConfirm: '確認開始向該地址出款：',
        completeConfirm: '確認以下出款已到帳：',
        failConfirm: '標記出款失敗，凍結資金將退回會員可用餘額：',
        refPlaceholder: '交易雜湊或銀行流水號',
      },
    },
    pendingAlert: {
      recharge: { title: '儲值待審核', description: '有 {{count}} 筆儲值等待審核，點擊查看' },
      withdraw: { title: '提領待審核', description: '有 {{count}} 筆提領等待審核，點擊查看' },
      realName: { title: '實名認證待審核', description: '有 {{count}} 筆實名認證等待審核，點擊查看' },
    },
  },
};
