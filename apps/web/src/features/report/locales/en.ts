import type { ReportMessages } from './zh-cn';

export const reportEn: ReportMessages = {
  "message": {
    "router": {
      "report": "Reports"
    },
    "report": {
      "chartTitle": "Credits, debits and closing (last 30 days)",
      "credits": "Credits",
      "debits": "Debits",
      "closing": "Closing",
      "noStatement": "No statement yet: run the close",
      "asOf": "as of {{time}}",
      "provisionalChart": "{{day}} is provisional: its figures are as of {{time}} (drawn faded)",
      "provisionalDetail": "Provisional: these figures are as of {{time}}. The nightly close closes the day once it is over; running the close again refreshes them.",
      "differenceAlert": "{{count}} business day(s) do not reconcile: check the money log against the wallets",
      "closeTitle": "Run the close",
      "closeRun": "Close",
      "closeHelp": "Rebuilds the chosen day's statement of every currency from the money log. Closed days do not change (corrections go to the next day); a day not yet over gives a provisional statement.",
      "businessDate": "Business day",
      "linesTitle": "Statement lines",
      "lineName": "Line",
      "amount": "Amount",
      "count": "Count",
      "teamDrillTitle": "Team of {{root}}",
      "depth": "Depth",
      "members": "Members",
      "member": "Member",
      "currency": "Currency",
      "feesCharged": "Fees charged",
      "commissionEarned": "Commission earned",
      "teamDisclosure": "Commissions are shares of fees actually charged, at most two levels deep; downline deposits and losses are nobody's earnings.",
      "pairTotals": "Totals per pair (filled, test accounts left out)",
      "pair": "Pair",
      "sold": "Sold",
      "bought": "Bought",
      "fee": "Fee",
      "maxSpreadApplied": "Largest spread applied",
      "pendingRates": "Awaiting approval: fee {{fee}}, spread {{spread}}",
      "line": {
        "OPENING": "Opening",
        "CLOSING": "Closing",
        "DIFFERENCE": "Difference (closing − opening − credits + debits)",
        "WALLET_DIFFERENCE": "Wallet difference (balances − money log)",
        "NEW_MEMBERS": "New members",
        "CREDIT": "Credit",
        "DEBIT": "Debit",
        "TRIAL": "Trial credit (platform expense)",
        "FEE": "Fees",
        "PENDING": "Pending at close",
        "TEST": "Test accounts (left out)"
      },
      "lineDetail": {
        "OUTSTANDING": "outstanding",
        "WITHDRAW": "Withdrawals",
        "SWAP": "Swaps",
        "RECHARGE": "Recharges",
        "NET": "net change"
      }
    }
  }
};
