import type { TextPerLanguage } from '../../constants';

/** The system pages' menu titles, stored as `message.router.<name>` (why: `seeded-names.ts`). */
export const SYSTEM_ROUTER_TITLES = {
  systemMenu: { 'zh-cn': '菜单管理', en: 'Menu management', 'zh-tw': '選單管理' },
  systemFile: { 'zh-cn': '文件中心', en: 'File centre', 'zh-tw': '檔案中心' },
} satisfies Record<string, TextPerLanguage>;

/** The API reference's page title (`message.apiDoc.title`), its menu's title too. */
export const API_DOC_TITLE: TextPerLanguage = { 'zh-cn': 'API 参考', en: 'API reference', 'zh-tw': 'API 參考' };

/** The file centre's upload button (`message.upload.upload`), its permission's menu title too. */
export const UPLOAD_BUTTON_TITLE: TextPerLanguage = { 'zh-cn': '上传', en: 'Upload', 'zh-tw': '上傳' };
