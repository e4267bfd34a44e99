import { defineResource } from '../../resource/definition';
import { CONTENT_REVISION_PERMISSIONS, l } from './common';

export const CONTENT_REVISION_SUBJECTS = [
  { value: 'BANNER', label: l('轮播图', 'Banner', '輪播圖'), color: 'processing' },
  { value: 'NOTICE', label: l('公告', 'Notice', '公告'), color: 'warning' },
  { value: 'NEWS', label: l('资讯', 'News', '資訊'), color: 'success' },
] as const;

export const CONTENT_REVISION_SOURCES = [
  { value: 'ADD', label: l('新建', 'Added', '新增') },
  { value: 'EDIT', label: l('编辑', 'Edited', '編輯') },
  { value: 'PUBLISH', label: l('发布', 'Published', '發佈') },
  { value: 'ARCHIVE', label: l('归档', 'Archived', '歸檔') },
  { value: 'PIN', label: l('置顶', 'Pinned', '置頂') },
  { value: 'UNPIN', label: l('取消置顶', 'Unpinned', '取消置頂') },
  { value: 'RESTORE', label: l('恢复', 'Restored', '恢復') },
] as const;

/**
 * Content revisions (catalogue §8: revision history): every version of a banner, member notice or
 * news article, whole, with who changed what and when. Read only; "restore" writes a past
 * version's content back as a new version (status, window and locale stay as they are now).
 */
export const contentRevisionResource = defineResource({
  name: 'content/revision',
  table: 'content_revision',
  permission: 'content/revision',
  title: l('内容修订记录', 'Content revisions', '內容修訂記錄'),
  ops: ['list', 'get'],
  defaultSort: { field: 'id', order: 'desc' },
  recordLabel: 'title',
  delete: 'refuse',
  fields: {
    subjectType: { type: 'enum', label: l('内容类型', 'Content', '內容類型'), options: CONTENT_REVISION_SUBJECTS, readOnly: true, filter: 'exact', width: 100 },
    subjectId: { type: 'integer', label: l('内容 ID', 'Item id', '內容 ID'), readOnly: true, filter: 'exact', width: 90 },
    version: { type: 'integer', label: l('版本', 'Version', '版本'), readOnly: true, width: 80 },
    title: { type: 'text', label: l('标题', 'Title', '標題'), readOnly: true, width: 220 },
    source: { type: 'enum', label: l('操作', 'Change', '操作'), options: CONTENT_REVISION_SOURCES, readOnly: true, filter: 'exact', width: 100 },
    changedFields: { type: 'json', label: l('变更字段', 'Changed fields', '變更欄位'), readOnly: true, width: 220 },
    snapshot: { type: 'json', label: l('该版本内容', 'Content at this version', '該版本內容'), readOnly: true, list: false, export: false },
    operatorId: { type: 'reference', resource: 'system/user', labelField: 'userName', label: l('操作员', 'Operator', '操作員'), readOnly: true, width: 120 },
    createdAt: { type: 'datetime', label: l('时间', 'When', '時間'), readOnly: true, sort: true, width: 170 },
  },
  actions: {
    restore: {
      label: l('恢复此版本', 'Restore this version', '恢復此版本'),
      scope: 'row',
      permission: CONTENT_REVISION_PERMISSIONS.restore,
      reason: 'optional',
      confirm: l(
        '此版本的内容将写回为新版本（状态、展示时间和语言不变），之前的版本都保留。',
        'This version’s content is written back as a new version (status, window and locale stay); every earlier version is kept.',
        '此版本的內容將寫回為新版本（狀態、展示時間和語言不變），之前的版本都保留。',
      ),
    },
  },
  menu: { parent: 'content', key: 'content.revision', path: '/content/revision', icon: 'AuditOutlined', sort: 8, keepAlive: true },
});
