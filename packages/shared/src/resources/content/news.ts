import { defineResource } from '../../resource/definition';
import { addTranslationAction, CONTENT_PERMISSIONS, l, localeField, PLAIN_TEXT_HELP, statusField, translationGroupField, translationsField } from './common';

/** News categories (catalogue §8.3): help centre, education, platform news, per locale. */
export const newsCategoryResource = defineResource({
  name: 'content/news-category',
  table: 'content_news_category',
  permission: 'content/news-category',
  title: l('资讯分类', 'News categories', '資訊分類'),
  recordName: l('资讯分类', 'news category', '資訊分類'),
  defaultSort: { field: 'sort', order: 'asc' },
  recordLabel: 'name',
  delete: 'hard',
  fields: {
    code: { type: 'text', label: l('编码', 'Code', '編碼'), required: true, maxLength: 40, form: 'create', filter: 'contains', width: 140 },
    locale: localeField,
    name: { type: 'text', label: l('名称', 'Name', '名稱'), required: true, maxLength: 60, width: 180, help: PLAIN_TEXT_HELP },
    sort: { type: 'integer', label: l('排序', 'Sort', '排序'), default: 0, min: 0, max: 9999, sort: true, width: 70 },
    enabled: { type: 'boolean', label: l('启用', 'Enabled', '啟用'), default: true, filter: 'exact', width: 80 },
  },
  menu: { parent: 'content', key: 'content.newsCategory', path: '/content/news-category', icon: 'FolderOutlined', sort: 4, keepAlive: true },
});

/**
 * News articles (catalogue §8.3). The slug is unique per locale; the body is sanitised rich text;
 * `publishedAt` is stamped by the publish action (never typed, so never back-dated); views and
 * likes are counted, never edited; a syndicated article names its source.
 */
export const newsResource = defineResource({
  name: 'content/news',
  table: 'content_news_article',
  permission: 'content/news',
  title: l('资讯', 'News', '資訊'),
  recordName: l('资讯', 'news article', '資訊'),
  defaultSort: { field: 'id', order: 'desc' },
  recordLabel: 'title',
  delete: 'hard',
  fields: {
    categoryId: { type: 'reference', resource: 'content/news-category', labelField: 'name', label: l('分类', 'Category', '分類'), required: true, filter: 'exact', width: 140 },
    locale: localeField,
    translations: translationsField,
    translationGroup: translationGroupField,
    slug: {
      type: 'text',
      label: l('路径名', 'Slug', '路徑名'),
      required: true,
      maxLength: 120,
      filter: 'contains',
      width: 180,
      help: l('小写字母、数字和连字符；同一语言内唯一', 'Lower-case letters, digits and hyphens; unique within a locale', '小寫字母、數字和連字號；同一語言內唯一'),
    },
    title: { type: 'text', label: l('标题', 'Title', '標題'), required: true, maxLength: 200, filter: 'contains', width: 240, help: PLAIN_TEXT_HELP },
    summary: { type: 'text', label: l('摘要', 'Summary', '摘要'), maxLength: 500, widget: 'textarea', list: false, help: PLAIN_TEXT_HELP },
    body: { type: 'richtext', label: l('正文', 'Body', '內文'), required: true, maxLength: 100000, list: false },
    coverFile: { type: 'image', label: l('封面', 'Cover', '封面'), accept: ['png', 'jpg', 'jpeg', 'webp'], list: false },
    author: { type: 'text', label: l('作者', 'Author', '作者'), maxLength: 80, width: 120, help: PLAIN_TEXT_HELP },
    tags: { type: 'text', label: l('标签', 'Tags', '標籤'), maxLength: 200, list: false, help: l('逗号分隔', 'Comma-separated', '逗號分隔') },
    sourceUrl: { type: 'text', label: l('来源链接', 'Source URL', '來源連結'), maxLength: 500, validator: 'url', list: false, help: l('转载的文章须注明来源', 'A syndicated article names its source', '轉載的文章須註明來源') },
    publishedAt: { type: 'datetime', label: l('发布时间', 'Published at', '發佈時間'), readOnly: true, form: false, sort: true, width: 170 },
    viewCount: { type: 'integer', label: l('浏览数', 'Views', '瀏覽數'), readOnly: true, form: false, width: 80 },
    likeCount: { type: 'integer', label: l('点赞数', 'Likes', '按讚數'), readOnly: true, form: false, width: 80 },
    status: statusField,
  },
  actions: {
    addTranslation: addTranslationAction('content/news/add', {
      categoryId: {
        type: 'reference',
        resource: 'content/news-category',
        labelField: 'name',
        label: l('目标语言的分类', 'Category in the target locale', '目標語言的分類'),
        help: l('不选时使用目标语言中编码相同的分类', 'Empty: the category with the same code in the target locale', '不選時使用目標語言中編碼相同的分類'),
      },
    }),
    publish: { label: l('发布', 'Publish', '發佈'), scope: 'row', permission: CONTENT_PERMISSIONS.newsPublish, when: { field: 'status', in: ['DRAFT'] }, confirm: l('发布时间记为现在。', 'The publication time is now.', '發佈時間記為現在。') },
    archive: { label: l('归档', 'Archive', '歸檔'), scope: 'row', permission: CONTENT_PERMISSIONS.newsPublish, when: { field: 'status', in: ['DRAFT', 'PUBLISHED'] }, danger: true, confirm: l('归档后不再展示。', 'An archived article is no longer shown.', '歸檔後不再展示。') },
  },
  menu: { parent: 'content', key: 'content.news', path: '/content/news', icon: 'FileTextOutlined', sort: 3, keepAlive: true },
});
