import { textsIn } from '@ledgerdesk/shared';
import { DICT_COLOR_LABELS, DICT_FIELD_LABELS } from '@ledgerdesk/shared/resources/system/dict-field-labels';
import { MENU_FIELD_LABELS } from '@ledgerdesk/shared/resources/system/menu-field-labels';
import { SYSTEM_ROUTER_TITLES, UPLOAD_BUTTON_TITLE } from '@ledgerdesk/shared/resources/system/menu-titles';
import { CRUD_BUTTON_TITLES, ROLE_NAMES } from '@ledgerdesk/shared/seeded-names';
/** Menu and dictionary administration (system/menu, system/dict) and the buttons resource pages seed. */
export const systemAdminZhCn = {
  message: {
    router: { systemMenu: SYSTEM_ROUTER_TITLES.systemMenu['zh-cn'] },
    button: textsIn(CRUD_BUTTON_TITLES, 'zh-cn'),
    // The file centre's upload permission is a seeded button titled by this key.
    upload: { upload: UPLOAD_BUTTON_TITLE['zh-cn'] },
    systemMenu: {
      type: { M: '目录', C: '菜单', F: '按钮' },
      field: textsIn(MENU_FIELD_LABELS, 'zh-cn'),
      help: {
        title: '显示的名称（简体中文）；也可填翻译键，如 message.router.system',
        titleEn: '英文界面显示的名称；留空则显示菜单名称（若为翻译键则翻译）',
        titleZhTw: '繁体中文界面显示的名称；留空则显示菜单名称（若为翻译键则翻译）',
        parentId: '不选即为顶级；页面放在目录下，按钮放在页面下',
        path: '以 / 开头的完整路径，如 /system/menu，全局唯一',
        name: '留空则由路径生成；全局唯一',
        component: 'features 下的页面文件，如 system/file/index；目录留空即可',
        redirect: '打开目录时跳转到的路径',
        permission: '区域/资源/操作，如 system/menu/add；按钮必填',
        isLink: '填写后为外链页面（http 或 https 地址）',
        isIframe: '在控制台内以 iframe 打开外链',
        isHide: '隐藏后不在菜单中显示，仍可通过地址访问',
        isKeepAlive: '切换标签时保留页面状态',
        isAffix: '标签栏中固定，不能关闭',
        status: '停用后不出现在任何人的菜单中',
        roles: '可见此菜单的角色；超级角色无需授权即可见。删除菜单前须先清空',
      },
      topLevel: '顶级',
    },
    systemDict: {
      dataOf: '字典数据：{{name}}',
      openData: '查看数据',
      field: textsIn(DICT_FIELD_LABELS, 'zh-cn'),
      help: {
        dictLabel: '简体中文的标签；列表按界面语言显示，英文与繁体中文各有自己的字段',
        dictName: '简体中文的名称；英文与繁体中文各有自己的字段',
        dictType: '小写字母开头，仅含小写字母、数字和下划线；创建后不可修改',
        dictValue: '数据中保存的值；创建后不可修改',
      },
      color: textsIn(DICT_COLOR_LABELS, 'zh-cn'),
    },
  },
  /** Seeded role names (sys_role.role_name holds these keys). */
  role: textsIn(ROLE_NAMES, 'zh-cn'),
};
