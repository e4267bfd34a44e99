import { defineResource } from '../../resource/definition';
import { addTranslationAction, CONTENT_PERMISSIONS, l, liveField, localeField, PLAIN_TEXT_HELP, rankField, statusField, translationGroupField, translationsField } from './common';

/**
 * Banners (catalogue §8.1): images with links in the app and web slots. The link of an external
 * banner must lie on an allowed domain (web config `content.banner.linkDomains`); the window ends
 * after it starts and never starts in the past. Live banners list first, then the newest.
 */
export const bannerResource = defineResource({
  name: 'content/banner',
  table: 'content_banner',
  permission: 'content/banner',
  title: l('轮播图', 'Banners', '輪播圖'),
  recordName: l('轮播图', 'banner', '輪播圖'),
  defaultSort: { field: 'rank', order: 'desc' },
  recordLabel: 'title',
  delete: 'hard',
  fields: {
    slot: {
      type: 'enum',
      label: l('位置', 'Slot', '位置'),
      options: [
        { value: 'HOME_TOP', label: l('首页顶部', 'Home, top', '首頁頂部') },
        { value: 'HOME_MIDDLE', label: l('首页中部', 'Home, middle', '首頁中部') },
        { value: 'EARN', label: l('理财页', 'Earn page', '理財頁') },
        { value: 'LOGIN', label: l('登录页', 'Sign-in page', '登入頁') },
      ],
      required: true,
      filter: 'exact',
      width: 120,
    },
    platform: {
      type: 'enum',
      label: l('平台', 'Platform', '平台'),
      options: [
        { value: 'WEB', label: l('网页', 'Web', '網頁') },
        { value: 'H5', label: l('H5', 'H5', 'H5') },
        { value: 'APP', label: l('App', 'App', 'App') },
      ],
      required: true,
      filter: 'exact',
      width: 90,
    },
    locale: localeField,
    translations: translationsField,
    translationGroup: translationGroupField,
    title: { type: 'text', label: l('标题', 'Title', '標題'), required: true, maxLength: 120, filter: 'contains', width: 200, help: PLAIN_TEXT_HELP },
    imageFile: { type: 'image', label: l('图片', 'Image', '圖片'), required: true, accept: ['png', 'jpg', 'jpeg', 'webp', 'gif'], width: 100 },
    linkKind: {
      type: 'enum',
      label: l('跳转类型', 'Link kind', '跳轉類型'),
      options: [
        { value: 'NONE', label: l('不跳转', 'None', '不跳轉') },
        { value: 'INTERNAL_ROUTE', label: l('站内页面', 'Internal route', '站內頁面') },
        { value: 'EXTERNAL_URL', label: l('外部链接', 'External URL', '外部連結') },
      ],
      default: 'NONE',
      required: true,
      width: 110,
    },
    linkTarget: {
      type: 'text',
      label: l('跳转目标', 'Link target', '跳轉目標'),
      maxLength: 500,
      list: false,
      when: { field: 'linkKind', in: ['INTERNAL_ROUTE', 'EXTERNAL_URL'] },
      help: l('站内页面以 / 开头；外部链接须为 https 且域名在允许列表中', 'An internal route starts with /; an external URL is https on an allowed domain', '站內頁面以 / 開頭；外部連結須為 https 且網域在允許清單中'),
    },
    startsAt: { type: 'datetime', label: l('开始时间', 'Starts at', '開始時間'), filter: 'range', width: 170 },
    endsAt: { type: 'datetime', label: l('结束时间', 'Ends at', '結束時間'), width: 170 },
    sort: { type: 'integer', label: l('排序', 'Sort', '排序'), default: 0, min: 0, max: 9999, sort: true, width: 70 },
    status: statusField,
    live: liveField,
    rank: rankField,
  },
  actions: {
    addTranslation: addTranslationAction('content/banner/add'),
    publish: {
      label: l('发布', 'Publish', '發佈'),
      scope: 'row',
      permission: CONTENT_PERMISSIONS.bannerPublish,
      when: { field: 'status', in: ['DRAFT'] },
      confirm: l('发布后会员将在展示时间内看到此轮播图。', 'Members see this banner inside its window once it is published.', '發佈後會員將在展示時間內看到此輪播圖。'),
    },
    archive: {
      label: l('归档', 'Archive', '歸檔'),
      scope: 'row',
      permission: CONTENT_PERMISSIONS.bannerPublish,
      when: { field: 'status', in: ['DRAFT', 'PUBLISHED'] },
      danger: true,
      confirm: l('归档后不再展示。', 'An archived banner is no longer shown.', '歸檔後不再展示。'),
    },
  },
  menu: { parent: 'content', key: 'content.banner', path: '/content/banner', icon: 'ProfileOutlined', sort: 1, keepAlive: true },
});
