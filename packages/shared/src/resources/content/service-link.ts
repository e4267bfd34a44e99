import { computedOtherLanguage, defineResource } from '../../resource/definition';
import { CONTENT_PERMISSIONS, l, NEVER_PAY_TO_WITHDRAW, PLAIN_TEXT_HELP } from './common';

const GUIDANCE_LABEL = l('会员提示', 'Shown to members', '會員提示');

/**
 * Customer-service entry points (catalogue §8.4). Only verified official channels: a changed
 * target tells every administrator and is recorded as a security event (a swapped link is the
 * phishing point), and every entry is shown with "we never ask you to pay to withdraw".
 */
export const serviceLinkResource = defineResource({
  name: 'content/service-link',
  table: 'content_service_link',
  permission: 'content/service-link',
  title: l('客服设置', 'Service links', '客服設定'),
  recordName: l('客服链接', 'service link', '客服連結'),
  defaultSort: { field: 'sort', order: 'asc' },
  recordLabel: 'labelZhCn',
  delete: 'hard',
  fields: {
    kind: {
      type: 'enum',
      label: l('渠道', 'Kind', '渠道'),
      options: [
        { value: 'LIVE_CHAT', label: l('在线客服', 'Live chat', '線上客服'), color: 'processing' },
        { value: 'EMAIL', label: l('邮箱', 'Email', '信箱') },
        { value: 'TELEGRAM', label: l('Telegram', 'Telegram', 'Telegram') },
        { value: 'WHATSAPP', label: l('WhatsApp', 'WhatsApp', 'WhatsApp') },
        { value: 'URL', label: l('网页链接', 'Web link', '網頁連結') },
      ],
      required: true,
      filter: 'exact',
      width: 110,
    },
    // Computed with the row in each language (the reader's shows; the export writes its own).
    guidance: {
      type: 'text',
      label: GUIDANCE_LABEL,
      virtual: true,
      readOnly: true,
      form: false,
      languages: { en: 'guidanceEn', 'zh-tw': 'guidanceZhTw' },
      width: 300,
      help: NEVER_PAY_TO_WITHDRAW,
    },
    guidanceEn: computedOtherLanguage(GUIDANCE_LABEL),
    guidanceZhTw: computedOtherLanguage(GUIDANCE_LABEL),
    // Members see the label in their language: so do the list, the detail's title and the export.
    labelZhCn: {
      type: 'text',
      label: l('名称', 'Label', '名稱'),
      required: true,
      maxLength: 60,
      languages: { en: 'labelEn', 'zh-tw': 'labelZhTw' },
      width: 160,
      help: PLAIN_TEXT_HELP,
    },
    labelEn: { type: 'text', label: l('名称（英文）', 'Label (English)', '名稱（英文）'), required: true, maxLength: 60, list: false, help: PLAIN_TEXT_HELP },
    labelZhTw: { type: 'text', label: l('名称（繁体）', 'Label (Traditional Chinese)', '名稱（繁體）'), required: true, maxLength: 60, list: false, help: PLAIN_TEXT_HELP },
    target: {
      type: 'text',
      label: l('地址', 'Target', '地址'),
      required: true,
      maxLength: 300,
      width: 240,
      help: l(
        '仅限已核实的官方渠道：邮箱地址、https 链接、t.me 或 wa.me 链接。修改会通知所有管理员。',
        'Verified official channels only: an email address, an https link, a t.me or wa.me link. A change tells every administrator.',
        '僅限已核實的官方渠道：信箱地址、https 連結、t.me 或 wa.me 連結。修改會通知所有管理員。',
      ),
    },
    iconFile: { type: 'image', label: l('图标', 'Icon', '圖示'), accept: ['png', 'svg', 'webp'], list: false },
    hours: { type: 'text', label: l('服务时间', 'Hours', '服務時間'), maxLength: 80, width: 140, help: PLAIN_TEXT_HELP },
    sort: { type: 'integer', label: l('排序', 'Sort', '排序'), default: 0, min: 0, max: 9999, sort: true, width: 70 },
    enabled: { type: 'boolean', label: l('启用', 'Enabled', '啟用'), readOnly: true, form: false, filter: 'exact', width: 80 },
  },
  actions: {
    enable: { label: l('启用', 'Enable', '啟用'), scope: 'row', permission: CONTENT_PERMISSIONS.serviceLinkToggle, when: { field: 'enabled', in: ['false'] } },
    disable: { label: l('停用', 'Disable', '停用'), scope: 'row', permission: CONTENT_PERMISSIONS.serviceLinkToggle, when: { field: 'enabled', in: ['true'] }, danger: true, confirm: l('停用后会员端不再显示此入口。', 'Members no longer see this link once it is disabled.', '停用後會員端不再顯示此入口。') },
  },
  menu: { parent: 'content', key: 'content.serviceLink', path: '/content/service-link', icon: 'UserOutlined', sort: 5, keepAlive: true },
});
