export const orgZhCn = {
  message: {
    org: {
      topLevel: '顶级部门',
      disabledMark: '停用',
      loadFailed: '部门加载失败',
      noDepartments: '暂无部门',
      selectedCount: '已选 {{count}} 个部门',
      postPlaceholder: '请选择岗位',
    },
  },
};
