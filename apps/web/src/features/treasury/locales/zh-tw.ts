import type { TreasuryMessages } from './zh-cn';

export const treasuryZhTw: TreasuryMessages = {
  message: {
    treasury: {
      import: {
        resultTitle: '匯入結果',
        added: '新增 {{count}} 筆',
        duplicates: '重複 {{count}} 筆',
        invalid: '無效 {{count}} 筆',
        line: '行',
        address: '地址',
        outcome: '結果',
        outcomes: { ADDED: '已新增', DUPLICATE: '重複', INVALID: '無效' },
        issues: { format: '地址為空', pattern: '不符合地址格式', memoRequired: '缺少備註/標籤', tooLong: '過長' },
      },
    },
  },
};
