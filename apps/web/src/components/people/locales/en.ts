import type { peopleZhCn } from './zh-cn';

export const peopleEn: typeof peopleZhCn = {
  message: {
    people: {
      memberPicker: {
        placeholder: "Type the start of the member's account, nickname or phone",
        empty: 'No member matches',
        status: { NORMAL: 'Normal', FROZEN: 'Frozen', DISABLED: 'Disabled' },
      },
    },
  },
};
