import { API_DOC_TITLE, SYSTEM_ROUTER_TITLES } from '@ledgerdesk/shared/resources/system/menu-titles';
import type { fileCentreZhCn } from './zh-cn';

export const fileCentreZhTw: typeof fileCentreZhCn = {
  message: {
    router: { systemFile: SYSTEM_ROUTER_TITLES.systemFile['zh-tw'] },
    fileCentre: {
      title: '檔案中心',
      intro: '上傳的檔案在此統一存放，可下載和刪除。相同內容的檔案只存一份：再次上傳您已有的同名同內容檔案會秒傳完成，清單中仍只有您的一筆記錄；以其他檔名上傳則另列一筆，共用同一份儲存。',
      listTitle: '已存檔案',
      search: '依檔名搜尋',
      column: { name: '檔名', size: '大小', md5: 'MD5', owner: '上傳人', createdAt: '上傳時間', actions: '操作' },
      download: '下載',
      downloadFailed: '下載失敗，請重試',
      delete: '刪除',
      deleteConfirm: '確定刪除「{{name}}」嗎？',
      deleted: '已刪除',
      empty: '暫無檔案',
    },
    /* ---------- API reference (pages/api) ---------- */
    apiDoc: {
      title: API_DOC_TITLE['zh-tw'],
      intro: '伺服器的全部介面，由伺服器驗證所用的同一套 schema 產生；每個介面標明所需權限、參數、請求主體和回傳結構。',
      version: '版本 {{version}}',
      download: '下載 openapi.json',
      search: '依路徑或說明搜尋',
      count: '顯示 {{shown}} / {{total}} 個介面',
      noMatch: '沒有符合的介面',
      loadFailed: 'API 文件載入失敗',
      retry: '重試',
      call: '介面',
      permission: '所需權限',
      security: '驗證',
      bearer: 'Authorization: Bearer 權杖（登入取得）',
      noToken: '不需權杖',
      parameters: '參數',
      requestBody: '請求主體',
      noBody: '無請求主體',
      response: '成功回傳（200）',
      noResponse: '未宣告回傳結構',
      required: '必填',
      recursive: '同上層結構（遞迴）',
      view: { tree: '結構樹', json: 'JSON' },
      column: { name: '名稱', in: '位置', type: '類型', required: '必填', description: '說明' },
      access: { public: '公開', authenticated: '登入即可', undeclared: '未宣告（拒絕存取）' },
    },
  },
};
