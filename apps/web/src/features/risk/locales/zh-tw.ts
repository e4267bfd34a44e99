import type { RiskMessages } from './zh-cn';

export const riskZhTw: RiskMessages = {
  message: {
    risk: {
      blockIp: '封鎖 IP',
      blockIpTitle: '封鎖 {{ip}}',
      myAddress: '伺服器看到的您的位址：{{ip}}。涵蓋該位址的「後台登入」或「管理後台」條目會被拒絕，您不會把自己鎖在外面。',
      pendingApproval: '已提交第二人審批（申請 #{{id}}），批准前該條目保持不變。',
      loopbackNote: '本機位址 127.0.0.1 / ::1 不會被自動規則封鎖。',
      tabs: { records: '登入記錄', shared: '多會員共用' },
      shared: {
        byIp: '依 IP',
        byDevice: '依裝置',
        windowDays: '最近天數',
        cidr: 'IP / 網段',
        search: '查詢',
        key: 'IP / 裝置',
        members: '會員數',
        events: '登入次數',
        failures: '失敗次數',
        countries: '國家/地區',
        accounts: '會員（部分）',
        lastAt: '最近登入',
        showRecords: '檢視記錄',
        focused: '僅顯示 {{value}} 的登入記錄',
        showAll: '顯示全部',
        note: '同一 IP 或裝置在窗口期內登入過兩個以上會員帳號；本查詢會寫入操作日誌。',
      },
      loginError: {
        tabs: { members: '會員登入失敗', locks: '會員鎖定', staff: '員工登入失敗' },
        topTitle: '最近一小時失敗最多的 IP',
        memberFailures: '會員失敗',
        staffFailures: '員工失敗',
        accounts: '涉及帳號',
        none: '最近一小時沒有登入失敗。',
        twoFactorNote: '解鎖只解除登入鎖定：會員下次登入仍須通過兩步驗證。',
        staffNote: '員工的失敗來自登入日誌（同一資料，不另存）；從不顯示嘗試過的密碼。',
      },
      otp: {
        hashNote: '驗證碼只以雜湊保存，任何人（包括管理員）都無法檢視或代會員產生驗證碼。',
        staffLink: '員工登入驗證碼見「系統管理 › 驗證碼記錄」',
      },
    },
  },
};
