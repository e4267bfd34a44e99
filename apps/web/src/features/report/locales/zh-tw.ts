import type { ReportMessages } from './zh-cn';

export const reportZhTw: ReportMessages = {
  "message": {
    "router": {
      "report": "報表統計"
    },
    "report": {
      "chartTitle": "資金走勢（近 30 天）",
      "credits": "入帳",
      "debits": "出帳",
      "closing": "期末餘額",
      "noStatement": "尚無報表：請先結帳",
      "asOf": "截至 {{time}}",
      "provisionalChart": "{{day}} 為臨時報表：資料截至 {{time}}（淺色顯示）",
      "provisionalDetail": "臨時報表：以下資料截至 {{time}}。當日結束後由夜間結帳正式結帳；再次結帳可重新整理資料。",
      "differenceAlert": "{{count}} 個營業日對帳有差額，請核查資金流水與錢包餘額",
      "closeTitle": "結帳",
      "closeRun": "結帳",
      "closeHelp": "按資金流水重算所選營業日各幣種的報表。已結帳的日期不會改變，更正計入次日；當日未結束時只產生臨時報表。",
      "businessDate": "營業日",
      "linesTitle": "報表明細",
      "lineName": "項目",
      "amount": "金額",
      "count": "筆數",
      "teamDrillTitle": "{{root}} 的團隊明細",
      "depth": "層級",
      "members": "成員數",
      "member": "會員",
      "currency": "幣種",
      "feesCharged": "實收手續費",
      "commissionEarned": "所得佣金",
      "teamDisclosure": "佣金只按實際收取的手續費計算，最多兩層；下級的儲值與虧損不是任何人的收益。",
      "pairTotals": "各幣對合計（已成交，不含測試帳號）",
      "pair": "幣對",
      "sold": "賣出",
      "bought": "買入",
      "fee": "手續費",
      "maxSpreadApplied": "最大成交價差",
      "pendingRates": "待審批：費率 {{fee}}，價差 {{spread}}",
      "line": {
        "OPENING": "期初餘額",
        "CLOSING": "期末餘額",
        "DIFFERENCE": "差額（期末 − 期初 − 入帳 + 出帳）",
        "WALLET_DIFFERENCE": "錢包差額（餘額 − 流水）",
        "NEW_MEMBERS": "新增會員",
        "CREDIT": "入帳",
        "DEBIT": "出帳",
        "TRIAL": "體驗金（平台支出）",
        "FEE": "手續費收入",
        "PENDING": "結帳時待處理",
        "TEST": "測試帳戶（不計入）"
      },
      "lineDetail": {
        "OUTSTANDING": "未用餘額",
        "WITHDRAW": "提領",
        "SWAP": "閃兌",
        "RECHARGE": "儲值",
        "NET": "當日淨變動"
      }
    }
  }
};
