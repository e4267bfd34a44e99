import type { peopleZhCn } from './zh-cn';

export const peopleZhTw: typeof peopleZhCn = {
  message: {
    people: {
      memberPicker: {
        placeholder: '輸入會員帳號、暱稱或手機號開頭查找',
        empty: '沒有符合的會員',
        status: { NORMAL: '正常', FROZEN: '已凍結', DISABLED: '已停用' },
      },
    },
  },
};
