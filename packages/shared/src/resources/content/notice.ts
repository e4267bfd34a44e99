import { defineResource } from '../../resource/definition';
import { addTranslationAction, CONTENT_PERMISSIONS, l, liveField, localeField, PLAIN_TEXT_HELP, rankField, statusField, translationGroupField, translationsField } from './common';

/**
 * Member-facing notices (catalogue §8.2): announcements, maintenance, listings and risk warnings
 * shown as a list entry, a popup or a ticker. Not the staff-facing system notices (system/notice).
 * The body is rich text sanitised on the server; pinned notices list first, then live ones.
 */
export const contentNoticeResource = defineResource({
  name: 'content/notice',
  table: 'content_notice',
  permission: 'content/notice',
  title: l('公告', 'Notices', '公告'),
  recordName: l('公告', 'notice', '公告'),
  defaultSort: { field: 'rank', order: 'desc' },
  recordLabel: 'title',
  delete: 'hard',
  fields: {
    kind: {
      type: 'enum',
      label: l('类型', 'Kind', '類型'),
      options: [
        { value: 'ANNOUNCEMENT', label: l('公告', 'Announcement', '公告'), color: 'processing' },
        { value: 'MAINTENANCE', label: l('维护', 'Maintenance', '維護'), color: 'warning' },
        { value: 'LISTING', label: l('上新', 'Listing', '上新'), color: 'success' },
        { value: 'RISK_WARNING', label: l('风险提示', 'Risk warning', '風險提示'), color: 'error' },
      ],
      required: true,
      filter: 'exact',
      width: 110,
    },
    display: {
      type: 'enum',
      label: l('展示方式', 'Display', '展示方式'),
      options: [
        { value: 'LIST', label: l('列表', 'List', '列表') },
        { value: 'POPUP', label: l('弹窗', 'Popup', '彈窗') },
        { value: 'TICKER', label: l('滚动条', 'Ticker', '跑馬燈') },
      ],
      required: true,
      default: 'LIST',
      filter: 'exact',
      width: 90,
    },
    locale: localeField,
    translations: translationsField,
    translationGroup: translationGroupField,
    title: { type: 'text', label: l('标题', 'Title', '標題'), required: true, maxLength: 150, filter: 'contains', width: 220, help: PLAIN_TEXT_HELP },
    body: { type: 'richtext', label: l('正文', 'Body', '內文'), required: true, maxLength: 20000, list: false },
    coverFile: { type: 'image', label: l('封面', 'Cover', '封面'), accept: ['png', 'jpg', 'jpeg', 'webp'], list: false },
    pinned: { type: 'boolean', label: l('置顶', 'Pinned', '置頂'), readOnly: true, form: false, filter: 'exact', width: 70 },
    startsAt: { type: 'datetime', label: l('开始时间', 'Starts at', '開始時間'), filter: 'range', width: 170 },
    expiresAt: { type: 'datetime', label: l('结束时间', 'Expires at', '結束時間'), width: 170 },
    status: statusField,
    live: liveField,
    rank: rankField,
  },
  actions: {
    addTranslation: addTranslationAction('content/notice/add'),
    publish: {
      label: l('发布', 'Publish', '發佈'),
      scope: 'row',
      permission: CONTENT_PERMISSIONS.noticePublish,
      when: { field: 'status', in: ['DRAFT'] },
      confirm: l('发布后会员将看到此公告；开始时间不能早于现在。', 'Members see this notice once it is published; it never starts before now.', '發佈後會員將看到此公告；開始時間不能早於現在。'),
    },
    pin: { label: l('置顶', 'Pin', '置頂'), scope: 'row', permission: CONTENT_PERMISSIONS.noticePublish, when: { field: 'pinned', in: ['false'] } },
    unpin: { label: l('取消置顶', 'Unpin', '取消置頂'), scope: 'row', permission: CONTENT_PERMISSIONS.noticePublish, when: { field: 'pinned', in: ['true'] } },
    archive: {
      label: l('归档', 'Archive', '歸檔'),
      scope: 'row',
      permission: CONTENT_PERMISSIONS.noticePublish,
      when: { field: 'status', in: ['DRAFT', 'PUBLISHED'] },
      danger: true,
      confirm: l('归档后不再展示。', 'An archived notice is no longer shown.', '歸檔後不再展示。'),
    },
  },
  menu: { parent: 'content', key: 'content.notice', path: '/content/notice', icon: 'NotificationOutlined', sort: 2, keepAlive: true },
});
