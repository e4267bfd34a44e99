import { useEffect, useState } from 'react';
import { Button, Divider, Flex, Input, Popover, Space, Tooltip, Typography, theme } from 'antd';
import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, RedoOutlined, UndoOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import './locales';
import './richText.css';

export interface RichTextEditorProps {
  value?: string | null;
  onChange?: (html: string) => void;
  disabled?: boolean;
  id?: string;
  'aria-invalid'?: boolean;
  /** The field's name for assistive technology (a contenteditable is not labelled by a <label for>). */
  'aria-label'?: string;
}

const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'];
const isLinkable = (href: string) => {
  try {
    return LINK_PROTOCOLS.includes(new URL(href).protocol);
  } catch {
    return false;
  }
};

function LinkButton({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const active = useEditorState({ editor, selector: (s) => s.editor.isActive('link') });
  const valid = isLinkable(href.trim());
  const apply = () => {
    if (!valid) return;
    editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    setOpen(false);
  };
  const content = (
    <Space.Compact style={{ width: 300 }}>
      <Input
        autoFocus
        value={href}
        placeholder={t('message.richText.linkPlaceholder')}
        aria-label={t('message.richText.link')}
        status={href && !valid ? 'error' : undefined}
        onChange={(e) => setHref(e.target.value)}
        onPressEnter={apply}
      />
      <Button type="primary" disabled={!valid} onClick={apply}>
        {t('message.richText.linkApply')}
      </Button>
      {active ? (
        <Button
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setOpen(false);
          }}
        >
          {t('message.richText.linkRemove')}
        </Button>
      ) : null}
    </Space.Compact>
  );
  return (
    <Popover
      trigger="click"
      open={open && !disabled}
      onOpenChange={(next) => {
        if (next) setHref((editor.getAttributes('link').href as string | undefined) ?? '');
        setOpen(next);
      }}
      content={
        <>
          {content}
          {href && !valid ? (
            <Typography.Text type="danger" style={{ display: 'block', marginTop: 4 }}>
              {t('message.richText.linkInvalid')}
            </Typography.Text>
          ) : null}
        </>
      }
    >
      <Tooltip title={t('message.richText.link')}>
        <Button type={active ? 'primary' : 'text'} size="small" icon={<LinkOutlined />} aria-label={t('message.richText.link')} aria-pressed={active} disabled={disabled} />
      </Tooltip>
    </Popover>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const tool = (label: string, active: boolean, run: () => void, icon: React.ReactNode, extraDisabled = false) => (
    <Tooltip title={label} key={label}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled || extraDisabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const chain = () => editor.chain().focus();
  return (
    <Flex role="toolbar" aria-label={t('message.richText.toolbar')} wrap gap={2} align="center" className="ld-rich-editor-toolbar">
      {tool(t('message.richText.bold'), state.bold, () => chain().toggleBold().run(), <BoldOutlined />)}
      {tool(t('message.richText.italic'), state.italic, () => chain().toggleItalic().run(), <ItalicOutlined />)}
      <Divider type="vertical" />
      {([1, 2, 3] as const).map((level) =>
        tool(t('message.richText.heading', { level }), state[`h${level}`], () => chain().toggleHeading({ level }).run(), <span style={{ fontWeight: 600, fontSize: 12 }}>H{level}</span>),
      )}
      <Divider type="vertical" />
      {tool(t('message.richText.bulletList'), state.bulletList, () => chain().toggleBulletList().run(), <UnorderedListOutlined />)}
      {tool(t('message.richText.orderedList'), state.orderedList, () => chain().toggleOrderedList().run(), <OrderedListOutlined />)}
      <LinkButton editor={editor} disabled={disabled} />
      <Divider type="vertical" />
      {tool(t('message.richText.undo'), false, () => chain().undo().run(), <UndoOutlined />, !state.canUndo)}
      {tool(t('message.richText.redo'), false, () => chain().redo().run(), <RedoOutlined />, !state.canRedo)}
    </Flex>
  );
}

/**
 * The rich-text editor (tiptap on ProseMirror) as a form control: `value` is HTML, `onChange`
 * gets HTML ('' when empty). Loaded on its own chunk through LazyRichTextEditor. What it produces
 * is still sanitised by the server: the editor is a convenience, not a safety check.
 */
export default function RichTextEditor({ value, onChange, disabled, id, 'aria-invalid': invalid, 'aria-label': name }: RichTextEditorProps) {
  const { token } = theme.useToken();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
      }),
    ],
    content: value ?? '',
    editable: !disabled,
    immediatelyRender: true,
    editorProps: { attributes: { ...(id ? { id } : {}), ...(name ? { 'aria-label': name } : {}), role: 'textbox', 'aria-multiline': 'true', 'data-testid': 'rich-text-input' } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });

  // A value set from outside (the form loaded a row, or was reset) replaces the document.
  useEffect(() => {
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);
  // Not an edit: tiptap reports a change of editability as an update unless told not to, and the
  // form would take it for the operator's input (an empty required field showed its error on open).
  useEffect(() => editor.setEditable(!disabled, false), [editor, disabled]);

  return (
    <div
      className="ld-rich-editor"
      style={{
        border: `1px solid ${invalid ? token.colorError : token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
      }}
    >
      <div style={{ padding: '4px 6px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Toolbar editor={editor} disabled={disabled} />
      </div>
      <EditorContent editor={editor} style={{ padding: '8px 11px', minHeight: 160, maxHeight: 420, overflowY: 'auto' }} />
    </div>
  );
}
