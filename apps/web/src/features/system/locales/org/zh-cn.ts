export const orgZhCn = {
  message: {
    org: {
      topLevel: '顶级部门',
      disabledMark: '停用',
      loadFailed: '部门加载失败',
      noDepartments: '暂无部门',
      expandAll: '展开全部',
      collapseAll: '折叠全部',
      checkAll: '全选',
      checkNone: '全不选',
      linked: '父子联动',
      selectedCount: '已选 {{count}} 个部门',
      postPlaceholder: '请选择岗位',
    },
  },
};
