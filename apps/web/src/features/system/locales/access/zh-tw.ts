import type { accessZhCn } from './zh-cn';

export const accessZhTw: typeof accessZhCn = {
  message: {
    access: {
      users: {
        deptPlaceholder: '選擇部門',
      },
      roles: {
        placeholder: '選擇角色',
        superMark: '超級',
        disabledMark: '停用',
        notYours: '超出你的權限或資料範圍，不能分配',
        loadFailed: '角色載入失敗',
      },
      menus: {
        selected: '已授予 {{count}} 項',
        notYours: '你沒有此權限，不能授予',
        superRole: '超級角色擁有全部選單與按鈕',
        loadFailed: '選單載入失敗',
        button: '按鈕',
      },
      detail: {
        roles: '角色',
        posts: '崗位',
        none: '無',
      },
      resetPassword: {
        hint: '重設後該使用者的所有工作階段立即失效，下次登入時必須修改密碼。',
      },
    },
  },
};
