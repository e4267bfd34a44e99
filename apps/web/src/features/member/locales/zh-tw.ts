import { textsIn } from '@ledgerdesk/shared';
import { MEMBER_FIELD_LABELS } from '@ledgerdesk/shared/resources/member/field-labels';
import { MEMBER_BUTTON_TITLES, MEMBER_ROUTER_TITLES } from '@ledgerdesk/shared/resources/member/menu-titles';
import type { memberZhCn } from './zh-cn';

export const memberZhTw: typeof memberZhCn = {
  message: {
    router: textsIn(MEMBER_ROUTER_TITLES, 'zh-tw'),
    button: textsIn(MEMBER_BUTTON_TITLES, 'zh-tw'),
    member: {
      field: textsIn(MEMBER_FIELD_LABELS, 'zh-tw'),
      kyc: {
        reviewTitle: '審核實名認證：{{account}}',
        confirmApprove: '確認通過會員 {{account}}（{{name}}）的實名認證？會員認證等級將提升。',
        confirmReject: '確認駁回會員 {{account}}（{{name}}）的實名認證？駁回原因將告知會員。',
        documents: '證件圖片',
        documentParts: { front: '正面', back: '背面', selfie: '手持證件照' },
              },
      statusConfirm: '確認對會員 {{account}} 執行「{{action}}」？',
      detail: { wallets: '錢包', moneyLog: '資金流水', recharges: '儲值', withdrawals: '提領', kyc: '實名認證', viewAll: '查看全部（{{total}}）' },
      assign: {
        action: '分配負責人',
        titleOne: '分配負責人：{{account}}',
        titleMany: '為 {{count}} 名會員分配負責人',
        operator: '負責人',
        nobody: '不分配（移出目前負責人）',
        search: '輸入使用者名稱或暱稱查找',
        current: '目前負責人：{{operator}}',
        none: '無',
        hint: '只能選擇您資料範圍內已啟用的使用者；會員隨負責人所在部門進入各角色的資料範圍。',
        required: '請選擇負責人',
      },
      status: {
        freezeEffect: '凍結後會員仍可登入查看，但不能交易、提領或轉帳；待處理的提領將被暫停。餘額不變。',
        disableEffect: '停用後會員無法登入，所有連線階段立即失效。餘額不變，仍計入報表。',
        restoreEffect: '恢復後會員的各項功能恢復正常。',
      },
    },
  },
};
