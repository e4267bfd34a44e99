import type { EnumOption, FieldDefinition, Label } from '../../resource/definition';

/** The content area's pages (catalogue §8): shared labels, options, permissions and approval kinds. */
export const l = (zhCn: string, en: string, zhTw: string): Label => ({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });

/** The directory every content page hangs under (menu seed key and path). */
export const CONTENT_DIRECTORY = { key: 'content', path: '/content' } as const;

export const CONTENT_STATUS_OPTIONS: readonly EnumOption[] = [
  { value: 'DRAFT', label: l('草稿', 'Draft', '草稿'), color: 'default' },
  { value: 'PUBLISHED', label: l('已发布', 'Published', '已發佈'), color: 'success' },
  { value: 'ARCHIVED', label: l('已归档', 'Archived', '已歸檔'), color: 'warning' },
];

export const LOCALE_OPTIONS: readonly EnumOption[] = [
  { value: 'zh-cn', label: l('简体中文', 'Simplified Chinese', '簡體中文') },
  { value: 'en', label: l('英文', 'English', '英文') },
  { value: 'zh-tw', label: l('繁体中文', 'Traditional Chinese', '繁體中文') },
];

/** Fields every windowed, published piece of content has (banners, notices). */
export const statusField = {
  type: 'enum',
  label: l('状态', 'Status', '狀態'),
  options: CONTENT_STATUS_OPTIONS,
  readOnly: true,
  form: false,
  filter: 'exact',
  width: 100,
} as const satisfies FieldDefinition;
export const localeField = { type: 'enum', label: l('语言', 'Locale', '語言'), options: LOCALE_OPTIONS, required: true, filter: 'exact', width: 110 } as const satisfies FieldDefinition;
export const liveField = {
  type: 'boolean',
  label: l('正在展示', 'Live now', '正在展示'),
  readOnly: true,
  form: false,
  width: 90,
  help: l('已发布且处于展示时间内', 'Published and inside its window', '已發佈且處於展示時間內'),
} as const satisfies FieldDefinition;
/** The list's order key kept by the server: live (and pinned) rows first, then the newest. */
export const rankField = { type: 'integer', label: l('排序键', 'Order key', '排序鍵'), readOnly: true, form: false, list: false, detail: false, export: false } as const satisfies FieldDefinition;

/** Plain text holds no markup: titles, labels and authors are shown as text everywhere. */
export const PLAIN_TEXT_HELP = l('纯文本，不能包含 HTML 标签', 'Plain text: no HTML tags', '純文字，不能包含 HTML 標籤');

export const CONTENT_PERMISSIONS = {
  bannerPublish: 'content/banner/publish',
  noticePublish: 'content/notice/publish',
  newsPublish: 'content/news/publish',
  serviceLinkToggle: 'content/service-link/toggle',
  siteInfoApprove: 'content/site-info/approve',
  webConfigApprove: 'content/web-config/approve',
  webConfigRollback: 'content/web-config/rollback',
} as const;

/** The four-eyes kinds the content area files (deps.approvals). */
export const CONTENT_APPROVAL_KINDS = {
  siteInfoLicence: 'content.site-info.licence',
  webConfigMoneyRule: 'content.web-config.money-rule',
} as const;

/** Shown beside every customer-service entry (catalogue §8.4, against the advance-fee pattern). */
export const NEVER_PAY_TO_WITHDRAW = l(
  '我们绝不会要求您付费才能提现。任何以“解冻费”“保证金”“税费”为由要求转账的客服都是诈骗。',
  'We never ask you to pay to withdraw. Anyone asking for an “unfreezing fee”, a deposit or a tax before a withdrawal is a scammer.',
  '我們絕不會要求您付費才能提領。任何以「解凍費」「保證金」「稅費」為由要求轉帳的客服都是詐騙。',
);

/** The group one item shares with its translations (one row per locale): shown in the detail, kept by the server. */
export const translationGroupField = {
  type: 'text',
  label: l('翻译组', 'Translation group', '翻譯組'),
  readOnly: true,
  form: false,
  list: false,
  export: false,
  filter: 'exact',
} as const satisfies FieldDefinition;
/** Which locales the item's group holds, e.g. "zh-cn, en" (computed for the list). */
export const translationsField = {
  type: 'text',
  label: l('已有语言', 'Languages', '已有語言'),
  virtual: true,
  readOnly: true,
  form: false,
  export: false,
  width: 130,
  help: l('同一翻译组中已有的语言版本', 'The locales this item’s translation group holds', '同一翻譯組中已有的語言版本'),
} as const satisfies FieldDefinition;

/** "Add translation": a DRAFT sibling in another locale, prefilled with this item's content; a group holds one item per locale. */
export const addTranslationAction = (permission: string, extraInput: Readonly<Record<string, FieldDefinition>> = {}) =>
  ({
    label: l('添加翻译', 'Add translation', '新增翻譯'),
    scope: 'row',
    permission,
    input: {
      locale: { type: 'enum', label: l('目标语言', 'Target locale', '目標語言'), options: LOCALE_OPTIONS, required: true },
      ...extraInput,
    },
    confirm: l('将以此条内容为底稿，在目标语言中新建一条草稿。', 'A draft in the target locale is created from this item’s content, ready to translate.', '將以此條內容為底稿，在目標語言中新增一條草稿。'),
  }) as const;

/** Revisions of banners, notices and news (content/revision). */
export const CONTENT_REVISION_PERMISSIONS = { restore: 'content/revision/restore' } as const;
