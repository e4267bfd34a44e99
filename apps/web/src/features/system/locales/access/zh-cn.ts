export const accessZhCn = {
  message: {
    access: {
      users: {
        deptPlaceholder: '选择部门',
      },
      roles: {
        placeholder: '选择角色',
        superMark: '超级',
        disabledMark: '停用',
        notYours: '超出你的权限或数据范围，不能分配',
        loadFailed: '角色加载失败',
      },
      menus: {
        selected: '已授予 {{count}} 项',
        notYours: '你没有此权限，不能授予',
        superRole: '超级角色拥有全部菜单与按钮',
        loadFailed: '菜单加载失败',
        button: '按钮',
      },
      detail: {
        roles: '角色',
        posts: '岗位',
        none: '无',
      },
      resetPassword: {
        hint: '重置后该用户的所有会话立即失效，下次登录时必须修改密码。',
      },
    },
  },
};
