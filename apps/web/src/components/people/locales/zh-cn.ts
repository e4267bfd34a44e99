export const peopleZhCn = {
  message: {
    people: {
      memberPicker: {
        placeholder: '输入会员账号、昵称或手机号开头查找',
        empty: '没有匹配的会员',
        status: { NORMAL: '正常', FROZEN: '已冻结', DISABLED: '已禁用' },
      },
    },
  },
};
