import { textsIn } from '@ledgerdesk/shared';
import { DICT_COLOR_LABELS, DICT_FIELD_LABELS } from '@ledgerdesk/shared/resources/system/dict-field-labels';
import { MENU_FIELD_LABELS } from '@ledgerdesk/shared/resources/system/menu-field-labels';
import { SYSTEM_ROUTER_TITLES, UPLOAD_BUTTON_TITLE } from '@ledgerdesk/shared/resources/system/menu-titles';
import { CRUD_BUTTON_TITLES, ROLE_NAMES } from '@ledgerdesk/shared/seeded-names';
import type { systemAdminZhCn } from './zh-cn';

export const systemAdminEn: typeof systemAdminZhCn = {
  message: {
    router: { systemMenu: SYSTEM_ROUTER_TITLES.systemMenu['en'] },
    button: textsIn(CRUD_BUTTON_TITLES, 'en'),
    // The file centre's upload permission is a seeded button titled by this key.
    upload: { upload: UPLOAD_BUTTON_TITLE['en'] },
    systemMenu: {
      type: { M: 'Directory', C: 'Menu', F: 'Button' },
      field: textsIn(MENU_FIELD_LABELS, 'en'),
      help: {
        title: 'The name shown (in Simplified Chinese); a translation key such as message.router.system works too',
        titleEn: 'Shown to English readers; left empty, the menu name is shown (or translated, if it is a key)',
        titleZhTw: 'Shown to Traditional Chinese readers; left empty, the menu name is shown (or translated, if it is a key)',
        parentId: 'None for the top level; pages go in directories, buttons in pages',
        path: 'The full path starting with /, such as /system/menu; unique',
        name: 'Left empty, it is made from the path; unique',
        component: 'The page file under features, such as system/file/index; empty for a directory',
        redirect: 'Where opening the directory goes',
        permission: 'area/resource/action, such as system/menu/add; required for a button',
        isLink: 'Makes this a link page (an http or https address)',
        isIframe: 'Opens the link inside the console in an iframe',
        isHide: 'Not shown in the menu, still reachable by its address',
        isKeepAlive: 'Keeps the page state while switching tags',
        isAffix: 'Pinned in the tags bar; cannot be closed',
        status: 'A disabled menu is in nobody’s menu',
        roles: 'Roles that see this menu; a super role sees every menu. Clear them before deleting the menu',
      },
      topLevel: 'Top level',
    },
    systemDict: {
      dataOf: 'Dictionary data: {{name}}',
      openData: 'Data',
      field: textsIn(DICT_FIELD_LABELS, 'en'),
      help: {
        dictLabel: 'The label in Simplified Chinese; lists show it in the console’s language, and English and Traditional Chinese have fields of their own',
        dictName: 'The name in Simplified Chinese; English and Traditional Chinese have fields of their own',
        dictType: 'A lowercase letter, then lowercase letters, digits or _; fixed once created',
        dictValue: 'The value stored in the data; fixed once created',
      },
      color: textsIn(DICT_COLOR_LABELS, 'en'),
    },
  },
  /** Seeded role names (sys_role.role_name holds these keys). */
  role: textsIn(ROLE_NAMES, 'en'),
};
