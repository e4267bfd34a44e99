import { defineResource, type FieldDefinition } from '../../resource/definition';
import { IP_RECORD_VIEW_PERMISSION, loginEventFields } from './login-event-fields';

/** The pivot's look-back: members sharing an address or device within this many days. */
export const SHARED_WINDOW_DAYS_DEFAULT = 30;
export const SHARED_WINDOW_DAYS_MAX = 365;

/** The login event's fields, the address filtered by range (catalogue §9.2 "IP/CIDR"): 10.0.0.0/8 finds a whole network. */
function ipRecordFields() {
  const fields = loginEventFields(IP_RECORD_VIEW_PERMISSION);
  const ip = fields.ip as Extract<FieldDefinition, { type: 'text' }>;
  return { ...fields, ip: { ...ip, filter: 'cidr' as const } };
}

/**
 * IP record (catalogue §9.2): members' sign-ins by address and device, append-only, written by the
 * member-facing apps. Read and export only here; the page adds the "shared by several members"
 * pivot (hand-written route) and "block IP", which opens the black list's create prefilled.
 */
export const ipRecordResource = defineResource({
  name: 'risk/ip-record',
  table: 'risk_member_login_event',
  permission: 'risk/ip-record',
  title: { 'zh-cn': 'IP 记录', en: 'IP record', 'zh-tw': 'IP 記錄' },
  ops: ['list', 'get', 'export'],
  delete: 'refuse',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'ip',
  fields: ipRecordFields(),
  menu: { parent: 'risk', key: 'risk.ip-record', path: '/risk/ip-record', component: 'risk/ip-record/index', icon: 'ProfileOutlined', sort: 2, keepAlive: true },
});
