import { defineResource } from '../../resource/definition';
import { l, PLAIN_TEXT_HELP } from './common';

/** The licence fields: a change waits for a second operator (catalogue §8.5). */
export const SITE_INFO_LICENCE_FIELDS = ['licenceRegulator', 'licenceNumber', 'licenceUrl'] as const;

/**
 * Website information (catalogue §8.5): the one record of the site's identity. It is never added
 * or deleted (the seed creates it); every edit keeps a revision, and a change of the licence
 * fields is filed for a second operator. No statistics are kept here: every public figure is computed.
 */
export const siteInfoResource = defineResource({
  name: 'content/site-info',
  table: 'content_site_info',
  permission: 'content/site-info',
  title: l('网站信息', 'Website info', '網站資訊'),
  recordName: l('网站信息', 'website info', '網站資訊'),
  ops: ['list', 'get', 'edit'],
  defaultSort: { field: 'id', order: 'asc' },
  recordLabel: 'name',
  delete: 'refuse',
  fields: {
    name: { type: 'text', label: l('网站名称', 'Site name', '網站名稱'), required: true, maxLength: 80, width: 160, help: PLAIN_TEXT_HELP },
    logoFile: { type: 'image', label: l('Logo', 'Logo', 'Logo'), accept: ['png', 'svg', 'webp'], width: 90 },
    faviconFile: { type: 'image', label: l('地址栏图标', 'Favicon', '網址列圖示'), accept: ['png', 'ico', 'svg'], list: false },
    url: { type: 'text', label: l('网址', 'URL', '網址'), required: true, maxLength: 200, validator: 'url', width: 200 },
    keywords: { type: 'text', label: l('关键词', 'Keywords', '關鍵字'), maxLength: 300, list: false, help: PLAIN_TEXT_HELP },
    description: { type: 'text', label: l('描述', 'Description', '描述'), maxLength: 500, widget: 'textarea', list: false, help: PLAIN_TEXT_HELP },
    copyright: { type: 'text', label: l('版权信息', 'Copyright', '版權資訊'), maxLength: 200, list: false, help: PLAIN_TEXT_HELP },
    legalEntityName: { type: 'text', label: l('法律主体', 'Legal entity', '法律主體'), maxLength: 200, width: 180, help: PLAIN_TEXT_HELP },
    registrationNo: { type: 'text', label: l('注册号', 'Registration no.', '註冊號'), maxLength: 80, list: false },
    licenceRegulator: { type: 'text', label: l('监管机构', 'Licence: regulator', '監管機構'), maxLength: 120, width: 150, help: l('修改牌照信息须另一位操作员批准', 'A licence change waits for a second operator', '修改牌照資訊須另一位操作員核准') },
    licenceNumber: { type: 'text', label: l('牌照号', 'Licence: number', '牌照號'), maxLength: 80, width: 130 },
    licenceUrl: { type: 'text', label: l('牌照查询链接', 'Licence: register URL', '牌照查詢連結'), maxLength: 300, validator: 'url', list: false },
    contactEmail: { type: 'text', label: l('联系邮箱', 'Contact email', '聯絡信箱'), maxLength: 120, validator: 'email', list: false },
    downloadLinks: { type: 'text', label: l('下载链接', 'Download links', '下載連結'), maxLength: 2000, widget: 'textarea', list: false, help: l('每行一个：平台 https://…', 'One a line: platform https://…', '每行一個：平台 https://…') },
    licenceChangePending: { type: 'boolean', label: l('牌照变更待批', 'Licence change awaiting approval', '牌照變更待批'), virtual: true, readOnly: true, form: false, width: 120 },
  },
  menu: { parent: 'content', key: 'content.siteInfo', path: '/content/site-info', icon: 'HomeOutlined', sort: 6, keepAlive: true },
});
