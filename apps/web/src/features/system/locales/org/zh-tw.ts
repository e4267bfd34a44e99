import type { orgZhCn } from './zh-cn';

export const orgZhTw: typeof orgZhCn = {
  message: {
    org: {
      topLevel: '頂級部門',
      disabledMark: '停用',
      loadFailed: '部門載入失敗',
      noDepartments: '暫無部門',
      expandAll: '展開全部',
      collapseAll: '摺疊全部',
      checkAll: '全選',
      checkNone: '全不選',
      linked: '父子連動',
      selectedCount: '已選 {{count}} 個部門',
      postPlaceholder: '請選擇崗位',
    },
  },
};
