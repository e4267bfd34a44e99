import type { memberZhCn } from './zh-cn';

export const memberZhTw: typeof memberZhCn = {
  message: {
    router: { member: '會員管理', memberList: '會員列表', memberKyc: '實名認證' },
    button: { memberStatus: '會員狀態變更', kycReview: '審核實名認證' },
    member: {
      field: {
        member: '會員',
        memberId: '會員 ID',
        account: '帳號',
        nickname: '暱稱',
        phone: '手機號碼',
        email: '電子郵件',
        status: '狀態',
        kycLevel: '實名等級',
        kycApplicationLevel: '認證級別',
        inviterId: '邀請人',
        registerIp: '註冊 IP',
        registeredAt: '註冊時間',
        realName: '真實姓名',
        idType: '證件類型',
        idNumber: '證件號碼',
        country: '國家/地區',
        rejectReason: '駁回原因',
        reviewer: '審核人',
        reviewedAt: '審核時間',
        appliedAt: '申請時間',
        currency: '幣別',
        available: '可用餘額',
        frozen: '凍結餘額',
      },
      action: { review: '審核' },
      kyc: { reviewTitle: '審核實名認證：{{account}}' },
      detail: { wallets: '錢包', moneyLog: '資金流水', recharges: '儲值', withdrawals: '提領', kyc: '實名認證', viewAll: '查看全部（{{total}}）' },
      status: {
        freeze: '凍結',
        disable: '停用',
        restore: '恢復正常',
        freezeEffect: '凍結後會員仍可登入查看，但不能交易、提領或轉帳；待處理的提領將被暫停。餘額不變。',
        disableEffect: '停用後會員無法登入，所有連線階段立即失效。餘額不變，仍計入報表。',
        restoreEffect: '恢復後會員的各項功能恢復正常。',
      },
    },
  },
  dict: {
    type: { kyc_status: '實名認證狀態', kyc_application_level: '實名認證級別', kyc_level: '會員實名等級', member_status: '會員狀態' },
  },
};
