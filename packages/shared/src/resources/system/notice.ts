import { defineResource, type Label } from '../../resource/definition';

const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/** Dictionary types of a notice's kind and state (seeded with the notice area). */
export const NOTICE_TYPE_DICT = 'sys_notice_type';
export const NOTICE_STATUS_DICT = 'sys_notice_status';

/** Longest title: it heads the bell's list and the centre's rows. */
export const NOTICE_TITLE_MAX = 100;

/**
 * System notices (sys_notice): a plain-text title and rich-text content (HTML the server keeps to
 * its allow-list on every write), shown to an audience of roles (sys_notice_role; none = every
 * signed-in user) between `publishFrom` and `publishUntil` while published, pinned ones first.
 * `roleIds` is the audience the form edits; `audience` (role names) and `readCount` are answered
 * by the list. Who read a notice: the readers call beside the resource (../../notice).
 */
export const noticeResource = defineResource({
  name: 'system/notice',
  table: 'sys_notice',
  permission: 'system/notice',
  title: l('通知公告', 'Notices', '通知公告'),
  recordName: l('通知公告', 'notice', '通知公告'),
  ops: ['list', 'get', 'add', 'edit', 'delete'],
  delete: 'hard',
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordLabel: 'title',
  fields: {
    title: {
      type: 'text',
      label: l('公告标题', 'Title', '公告標題'),
      required: true,
      maxLength: NOTICE_TITLE_MAX,
      filter: 'contains',
      width: 240,
      help: l('纯文本，不含 HTML 标签', 'Plain text, no HTML tags', '純文字，不含 HTML 標籤'),
    },
    noticeType: { type: 'dict', dictType: NOTICE_TYPE_DICT, label: l('公告类型', 'Type', '公告類型'), default: '1', filter: 'exact', width: 110 },
    status: { type: 'dict', dictType: NOTICE_STATUS_DICT, label: l('状态', 'Status', '狀態'), default: '0', filter: 'exact', width: 100 },
    pinned: { type: 'boolean', label: l('置顶', 'Pinned', '置頂'), default: false, filter: 'exact', width: 80 },
    publishFrom: {
      type: 'datetime',
      label: l('发布开始', 'Shown from', '發布開始'),
      sort: true,
      width: 170,
      help: l('留空：立即', 'Empty: at once', '留空：立即'),
    },
    publishUntil: {
      type: 'datetime',
      label: l('发布结束', 'Shown until', '發布結束'),
      sort: true,
      width: 170,
      help: l('留空：一直显示', 'Empty: no end', '留空：一直顯示'),
    },
    roleIds: {
      type: 'json',
      label: l('接收角色', 'Audience', '接收角色'),
      virtual: true,
      list: false,
      detail: false,
      export: false,
      help: l('不选：所有用户', 'None chosen: every user', '不選：所有使用者'),
    },
    audience: { type: 'json', label: l('接收角色', 'Audience', '接收角色'), virtual: true, readOnly: true, detail: false, export: false, width: 180 },
    readCount: { type: 'integer', label: l('已读人数', 'Read by', '已讀人數'), virtual: true, readOnly: true, export: false, width: 90 },
    content: { type: 'richtext', label: l('公告内容', 'Content', '公告內容'), required: true, maxLength: 50_000, list: false },
    createdAt: { type: 'datetime', label: l('创建时间', 'Created', '建立時間'), readOnly: true, sort: true, width: 170 },
  },
  menu: {
    parent: 'system',
    key: 'system.notice',
    title: l('通知公告', 'Notices', '通知公告'),
    path: '/system/notice',
    name: 'systemNotice',
    component: 'notice/admin/index',
    icon: 'NotificationOutlined',
    sort: 8,
    keepAlive: true,
  },
});
