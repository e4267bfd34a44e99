import { z } from 'zod';
import { API_PREFIX } from '../../api';
import { DATA_SCOPE_DICT } from '../../data-scope';
import { defineResource, type Label } from '../../resource/definition';

const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/**
 * Roles (sys_role): what their holders may do (menus and buttons, sys_role_menu) and how far their
 * data reaches (data scope; custom departments in sys_role_dept). `menuIds` holds every granted
 * menu, parents included (a page shows only under a visible directory), so a granted button's
 * page and directory are stored with it. The super role is seeded; it is neither made nor unmade here.
 */
export const roleResource = defineResource({
  name: 'system/role',
  table: 'sys_role',
  permission: 'system/role',
  title: l('角色', 'Roles', '角色'),
  recordName: l('角色', 'role', '角色'),
  ops: ['list', 'get', 'add', 'edit', 'delete', 'export'],
  delete: 'hard',
  defaultSort: { field: 'sort', order: 'asc' },
  recordLabel: 'roleName',
  endpoints: { base: 'role' },
  fields: {
    roleName: {
      type: 'text',
      label: l('角色名称', 'Role name', '角色名稱'),
      required: true,
      maxLength: 30,
      filter: 'contains',
      width: 160,
      translated: true,
      // The built-in roles are named by translation keys, which the edit form shows as they are.
      help: l('按原文显示；翻译键（如 role.admin）按界面语言显示', 'Shown as written; a translation key such as role.admin shows in the console’s language', '按原文顯示；翻譯鍵（如 role.admin）按介面語言顯示'),
    },
    roleKey: {
      type: 'text',
      label: l('权限字符', 'Role key', '權限字元'),
      required: true,
      unique: true,
      maxLength: 50,
      filter: 'contains',
      sort: true,
      width: 140,
      help: l('字母开头，字母、数字、下划线或连字符', 'Starts with a letter; letters, digits, underscores or hyphens', '字母開頭，字母、數字、底線或連字號'),
    },
    sort: { type: 'integer', label: l('排序', 'Order', '排序'), default: 0, min: 0, max: 9999, sort: true, width: 80 },
    status: { type: 'dict', dictType: 'sys_normal_disable', label: l('状态', 'Status', '狀態'), default: '0', filter: 'exact', width: 80 },
    isSuper: { type: 'boolean', label: l('超级角色', 'Super role', '超級角色'), readOnly: true, width: 100 },
    dataScope: { type: 'dict', dictType: DATA_SCOPE_DICT, label: l('数据范围', 'Data scope', '資料範圍'), default: 'self', required: true, filter: 'exact', width: 150 },
    deptIds: {
      type: 'json',
      label: l('自定义部门', 'Custom departments', '自訂部門'),
      virtual: true,
      list: false,
      detail: false,
      export: false,
      when: { field: 'dataScope', in: ['custom'] },
    },
    menuIds: { type: 'json', label: l('菜单权限', 'Menus and buttons', '選單權限'), virtual: true, list: false, detail: false, export: false },
    remark: { type: 'text', label: l('备注', 'Remark', '備註'), widget: 'textarea', maxLength: 500, list: false },
    createdAt: { type: 'datetime', label: l('创建时间', 'Created', '建立時間'), readOnly: true, sort: true, width: 170 },
  },
  menu: { parent: 'system', key: 'system.role', title: l('角色管理', 'Roles', '角色管理'), path: '/system/role', name: 'systemRole', component: 'system/role/index', icon: 'SafetyOutlined', sort: 4, keepAlive: true },
});

/* ---------- role/formOptions: the menu tree the role form checks (departments: the department picker) ---------- */

export const ROLE_FORM_OPTIONS_PATH = `${API_PREFIX}/role/formOptions`;

export interface RoleMenuNode {
  id: number;
  /** An i18n key or the zh-cn text; `titleEn` / `titleZhTw` beside a literal title. */
  title: string;
  titleEn: string;
  titleZhTw: string;
  menuType: 'M' | 'C' | 'F';
  permission: string;
  /** The caller holds it (or is super): only such menus may be newly granted. */
  grantable: boolean;
  children?: RoleMenuNode[];
}
const roleMenuNodeSchema: z.ZodType<RoleMenuNode> = z.object({
  id: z.number(),
  title: z.string(),
  titleEn: z.string(),
  titleZhTw: z.string(),
  menuType: z.enum(['M', 'C', 'F']),
  permission: z.string(),
  grantable: z.boolean(),
  get children() {
    return z.array(roleMenuNodeSchema).optional();
  },
});

export const roleFormOptionsSchema = z.object({ menus: z.array(roleMenuNodeSchema) });
export type RoleFormOptions = z.infer<typeof roleFormOptionsSchema>;
