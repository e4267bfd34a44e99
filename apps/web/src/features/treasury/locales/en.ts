import type { TreasuryMessages } from './zh-cn';

export const treasuryEn: TreasuryMessages = {
  message: {
    treasury: {
      import: {
        resultTitle: 'Import result',
        added: 'Added: {{count}}',
        duplicates: 'Duplicates: {{count}}',
        invalid: 'Invalid: {{count}}',
        line: 'Line',
        address: 'Address',
        outcome: 'Result',
        outcomes: { ADDED: 'Added', DUPLICATE: 'Duplicate', INVALID: 'Invalid' },
        issues: { format: 'No address', pattern: 'Not in the address format', memoRequired: 'Memo missing', tooLong: 'Too long' },
      },
    },
  },
};
