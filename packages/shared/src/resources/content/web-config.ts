import { defineResource } from '../../resource/definition';
import { CONTENT_PERMISSIONS, l } from './common';

/**
 * Internal web config (catalogue §8.6): typed settings services read. Keys come from the registry
 * in code (the seed adds each one), each value is checked against its zod schema on every edit,
 * a secret is only ever a `secret://…` reference, every change is a new revision (a rollback too)
 * and a money-rule key waits for a second operator. Grouped by namespace; secrets masked in lists.
 */
export const webConfigResource = defineResource({
  name: 'content/web-config',
  table: 'app_setting',
  permission: 'content/web-config',
  title: l('内部网站配置', 'Internal web config', '內部網站設定'),
  recordName: l('网站配置项', 'web config entry', '網站設定項'),
  ops: ['list', 'get', 'edit'],
  defaultSort: { field: 'key', order: 'asc' },
  recordLabel: 'key',
  delete: 'refuse',
  fields: {
    namespace: { type: 'text', label: l('命名空间', 'Namespace', '命名空間'), readOnly: true, form: false, filter: 'exact', sort: true, width: 120 },
    key: { type: 'text', label: l('键', 'Key', '鍵'), readOnly: true, form: false, filter: 'contains', sort: true, width: 260 },
    valueJson: { type: 'json', label: l('值', 'Value', '值'), required: true, width: 260, help: l('按该键的模式校验；密钥只能填写 secret://… 引用', 'Checked against the key’s schema; a secret is only a secret://… reference', '依該鍵的模式校驗；密鑰只能填寫 secret://… 參照') },
    schemaRef: { type: 'text', label: l('模式', 'Schema', '模式'), readOnly: true, form: false, width: 140 },
    isSecret: { type: 'boolean', label: l('密钥', 'Secret', '密鑰'), readOnly: true, form: false, width: 70 },
    moneyRule: { type: 'boolean', label: l('资金规则（复核）', 'Money rule (four-eyes)', '資金規則（覆核）'), readOnly: true, form: false, width: 110 },
    // The registry's words in each language (the list shows the reader's).
    description: { type: 'json', label: l('说明', 'Description', '說明'), readOnly: true, form: false, width: 260 },
    changePending: { type: 'boolean', label: l('变更待批', 'Change awaiting approval', '變更待批'), virtual: true, readOnly: true, form: false, width: 100 },
  },
  actions: {
    rollback: {
      label: l('回滚', 'Roll back', '回滾'),
      scope: 'row',
      permission: CONTENT_PERMISSIONS.webConfigRollback,
      input: { toVersion: { type: 'integer', label: l('回滚到版本', 'Back to version', '回滾到版本'), required: true, min: 0, max: 1000000 } },
      reason: 'required',
      confirm: l('回滚会写入一个新版本，旧版本保留。', 'A rollback writes a new revision; the old ones stay.', '回滾會寫入一個新版本，舊版本保留。'),
    },
  },
  menu: { parent: 'content', key: 'content.webConfig', path: '/content/web-config', icon: 'SettingOutlined', sort: 7, keepAlive: true },
});
