import { defineResource } from '../../resource/definition';

const l = (zhCn: string, en: string, zhTw: string) => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/** Table t_gen_pglite_promo as a resource page (made by the code generator; edit it like any definition). */
export const promoPgliteResource = defineResource({
  name: 'gt29660/promo-pglite',
  table: 't_gen_pglite_promo',
  permission: 'gt29660/promo-pglite',
  title: l('编码\'); process.exit(1); //*/ ${globalThis.x} `', 'Gen pglite promo', '编码\'); process.exit(1); //*/ ${globalThis.x} `'),
  // One record as a sentence names it ('Add gadget'): the title until someone puts the English in the singular.
  recordName: l('编码\'); process.exit(1); //*/ ${globalThis.x} `', 'gen pglite promo', '编码\'); process.exit(1); //*/ ${globalThis.x} `'),
  ops: ['list', 'get', 'add', 'edit', 'delete', 'export'],
  delete: 'hard',
  defaultSort: { field: 'id', order: 'desc' },
  fields: {
    code: { type: 'text', label: l('编码\'); process.exit(1); //*/ ${globalThis.x} `', '编码\'); process.exit(1); //*/ ${globalThis.x} `\n"second line\\', '编码\'); process.exit(1); //*/ ${globalThis.x} `'), required: true, unique: true, maxLength: 20, filter: 'prefix', sort: true },
    totalAmount: { type: 'money', scale: 8, label: l('Total amount', 'Total amount', 'Total amount'), filter: 'range', sort: true },
    status: { type: 'dict', dictType: 't_gen_pglite_promo_status', label: l('Status', 'Status', 'Status'), filter: 'in' },
    ownerId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: l('Owner', 'Owner', 'Owner'), filter: 'exact' },
    contactPhone: { type: 'text', label: l('Contact phone', 'Contact phone', 'Contact phone'), filter: 'exact', mask: { kind: 'phone' } },
  },
  menu: {
    parent: 'system',
    path: '/gt29660/promo-pglite',
    icon: 'AppstoreOutlined',
    sort: 50,
  },
});
