/** The treasury area's strings (menu titles live in the resource definitions, in three languages). */
export const treasuryZhCn = {
  message: {
    treasury: {
      import: {
        resultTitle: '导入结果',
        added: '新增 {{count}} 条',
        duplicates: '重复 {{count}} 条',
        invalid: '无效 {{count}} 条',
        line: '行',
        address: '地址',
        outcome: '结果',
        outcomes: { ADDED: '已新增', DUPLICATE: '重复', INVALID: '无效' },
        issues: { format: '地址为空', pattern: '不符合地址格式', memoRequired: '缺少备注/标签', tooLong: '过长' },
      },
    },
  },
};
export type TreasuryMessages = typeof treasuryZhCn;
