import { registerMessages } from '@/lib/registerMessages';

/** Texts of the rich-text editor's toolbar (registered by the editor's own chunk). */
const zhCn = {
  message: {
    richText: {
      bold: '粗体',
      italic: '斜体',
      heading: '标题 {{level}}',
      bulletList: '无序列表',
      orderedList: '有序列表',
      link: '链接',
      linkPlaceholder: 'https://…',
      linkApply: '确定',
      linkRemove: '移除链接',
      linkInvalid: '请输入 http、https 或 mailto 地址',
      undo: '撤销',
      redo: '重做',
      loading: '正在加载编辑器…',
      toolbar: '格式工具栏',
    },
  },
};
type Messages = typeof zhCn;

const en: Messages = {
  message: {
    richText: {
      bold: 'Bold',
      italic: 'Italic',
      heading: 'Heading {{level}}',
      bulletList: 'Bulleted list',
      orderedList: 'Numbered list',
      link: 'Link',
      linkPlaceholder: 'https://…',
      linkApply: 'Apply',
      linkRemove: 'Remove link',
      linkInvalid: 'Enter an http, https or mailto address',
      undo: 'Undo',
      redo: 'Redo',
      loading: 'Loading the editor…',
      toolbar: 'Formatting',
    },
  },
};

const zhTw: Messages = {
  message: {
    richText: {
      bold: '粗體',
      italic: '斜體',
      heading: '標題 {{level}}',
      bulletList: '項目清單',
      orderedList: '編號清單',
      link: '連結',
      linkPlaceholder: 'https://…',
      linkApply: '確定',
      linkRemove: '移除連結',
      linkInvalid: '請輸入 http、https 或 mailto 位址',
      undo: '復原',
      redo: '重做',
      loading: '正在載入編輯器…',
      toolbar: '格式工具列',
    },
  },
};

registerMessages({ 'zh-cn': zhCn, en, 'zh-tw': zhTw });
