import type { orgZhCn } from './zh-cn';

export const orgZhTw: typeof orgZhCn = {
  message: {
    org: {
      topLevel: '頂級部門',
      disabledMark: '停用',
      loadFailed: '部門載入失敗',
      noDepartments: '暫無部門',
      selectedCount: '已選 {{count}} 個部門',
      postPlaceholder: '請選擇崗位',
    },
  },
};
