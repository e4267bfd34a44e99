import type { fileCentreZhCn } from './zh-cn';

export const fileCentreZhTw: typeof fileCentreZhCn = {
  message: {
    router: { systemFile: '檔案中心' },
    fileCentre: {
      title: '檔案中心',
      intro: '上傳的檔案在此統一存放，可下載和刪除。相同內容的檔案只存一份。',
      listTitle: '已存檔案',
      search: '依檔名搜尋',
      column: { name: '檔名', size: '大小', md5: 'MD5', owner: '上傳人', createdAt: '上傳時間', actions: '操作' },
      download: '下載',
      delete: '刪除',
      deleteConfirm: '確定刪除「{{name}}」嗎？',
      deleted: '已刪除',
      empty: '暫無檔案',
    },
  },
};
