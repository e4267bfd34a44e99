import { textsIn } from '@ledgerdesk/shared';
import { DICT_COLOR_LABELS, DICT_FIELD_LABELS } from '@ledgerdesk/shared/resources/system/dict-field-labels';
import { MENU_FIELD_LABELS } from '@ledgerdesk/shared/resources/system/menu-field-labels';
import { SYSTEM_ROUTER_TITLES, UPLOAD_BUTTON_TITLE } from '@ledgerdesk/shared/resources/system/menu-titles';
import { CRUD_BUTTON_TITLES, ROLE_NAMES } from '@ledgerdesk/shared/seeded-names';
import type { systemAdminZhCn } from './zh-cn';

export const systemAdminZhTw: typeof systemAdminZhCn = {
  message: {
    router: { systemMenu: SYSTEM_ROUTER_TITLES.systemMenu['zh-tw'] },
    button: textsIn(CRUD_BUTTON_TITLES, 'zh-tw'),
    // The file centre's upload permission is a seeded button titled by this key.
    upload: { upload: UPLOAD_BUTTON_TITLE['zh-tw'] },
    systemMenu: {
      type: { M: '目錄', C: '選單', F: '按鈕' },
      field: textsIn(MENU_FIELD_LABELS, 'zh-tw'),
      help: {
        title: '顯示的名稱（簡體中文）；也可填翻譯鍵，如 message.router.system',
        titleEn: '英文介面顯示的名稱；留空則顯示選單名稱（若為翻譯鍵則翻譯）',
        titleZhTw: '繁體中文介面顯示的名稱；留空則顯示選單名稱（若為翻譯鍵則翻譯）',
        parentId: '不選即為頂層；頁面放在目錄下，按鈕放在頁面下',
        path: '以 / 開頭的完整路徑，如 /system/menu，全域唯一',
        name: '留空則由路徑產生；全域唯一',
        component: 'features 下的頁面檔案，如 system/file/index；目錄留空即可',
        redirect: '開啟目錄時轉到的路徑',
        permission: '區域/資源/操作，如 system/menu/add；按鈕必填',
        isLink: '填寫後為外部連結頁面（http 或 https 位址）',
        isIframe: '在主控台內以 iframe 開啟外部連結',
        isHide: '隱藏後不在選單中顯示，仍可透過位址進入',
        isKeepAlive: '切換標籤時保留頁面狀態',
        isAffix: '在標籤列中固定，不能關閉',
        status: '停用後不出現在任何人的選單中',
        roles: '可見此選單的角色；超級角色無需授權即可見。刪除選單前須先清空',
      },
      topLevel: '頂層',
    },
    systemDict: {
      dataOf: '字典資料：{{name}}',
      openData: '查看資料',
      field: textsIn(DICT_FIELD_LABELS, 'zh-tw'),
      help: {
        dictLabel: '簡體中文的標籤；清單依介面語言顯示，英文與繁體中文各有自己的欄位',
        dictName: '簡體中文的名稱；英文與繁體中文各有自己的欄位',
        dictType: '小寫字母開頭，僅含小寫字母、數字和底線；建立後不可修改',
        dictValue: '資料中儲存的值；建立後不可修改',
      },
      color: textsIn(DICT_COLOR_LABELS, 'zh-tw'),
    },
  },
  /** Seeded role names (sys_role.role_name holds these keys). */
  role: textsIn(ROLE_NAMES, 'zh-tw'),
};
