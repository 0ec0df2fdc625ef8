// The rich-text editor of announcements and link texts (TipTap 3): bold, italic, underline, strike,
// headings, lists, quote, links, undo/redo. It writes HTML that the server's allow-list keeps (no
// horizontal rules or code blocks' languages); the server sanitises it again on the way in.
import { Button, Input, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { FormModal } from './FormModal';

/** The HTML of an empty document, so an untouched editor reads as empty. */
const EMPTY = '<p></p>';
const normalise = (html: string) => (html === EMPTY ? '' : html);

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** The accessible name of the editing area. */
  label: string;
  placeholder?: string;
  minHeight?: number;
}

export function RichTextEditor({ value = '', onChange, label, minHeight = 160 }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        horizontalRule: false,
        codeBlock: false,
        trailingNode: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'rich-text-area', style: `min-height:${minHeight}px` },
    },
    onUpdate: ({ editor }) => onChange?.(normalise(editor.getHTML())),
  });

  // A value set from outside (an announcement loaded for editing, a form reset) replaces the document.
  // An editor tiptap has already destroyed (its screen left, or remounted) has no document to compare.
  useEffect(() => {
    if (editor && !editor.isDestroyed && normalise(editor.getHTML()) !== value) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="rich-text-editor">
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const chain = () => editor.chain().focus();
  const button = (title: string, icon: ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip title={title} key={title}>
      <Button
        size="small"
        type={active ? 'primary' : 'default'}
        aria-label={title}
        aria-pressed={active}
        icon={icon}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const text = (title: string, label: string, active: boolean, run: () => void) => (
    <Button
      size="small"
      key={title}
      type={active ? 'primary' : 'default'}
      aria-label={title}
      aria-pressed={active}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {label}
    </Button>
  );
  return (
    <Space wrap size={4} className="rich-text-toolbar" style={{ marginBottom: 8 }}>
      {button('Negrito', <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
      {button('Itálico', <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
      {button('Sublinhado', <UnderlineOutlined />, state.underline, () => chain().toggleUnderline().run())}
      {button('Tachado', <StrikethroughOutlined />, state.strike, () => chain().toggleStrike().run())}
      {text('Cabeçalho', 'T1', state.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {text('Subcabeçalho', 'T2', state.h3, () => chain().toggleHeading({ level: 3 }).run())}
      {button('Lista', <UnorderedListOutlined />, state.bullet, () => chain().toggleBulletList().run())}
      {button('Lista numerada', <OrderedListOutlined />, state.ordered, () => chain().toggleOrderedList().run())}
      {text('Citação', '“ ”', state.quote, () => chain().toggleBlockquote().run())}
      {button('Link', <LinkOutlined />, state.link, () => (state.link ? chain().unsetLink().run() : setLinkOpen(true)))}
      {button('Desfazer', <UndoOutlined />, false, () => chain().undo().run(), !state.undo)}
      {button('Refazer', <RedoOutlined />, false, () => chain().redo().run(), !state.redo)}
      <LinkModal
        open={linkOpen}
        onClose={() => setLinkOpen(false)}
        onSave={(href) => {
          setLinkOpen(false);
          const { empty } = editor.state.selection;
          if (empty)
            chain()
              .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
              .run();
          else chain().extendMarkRange('link').setLink({ href }).run();
        }}
      />
    </Space>
  );
}

const isLink = (href: string) => /^(https?:\/\/|mailto:)\S+$/i.test(href);

function LinkModal({ open, onClose, onSave }: { open: boolean; onClose: () => void; onSave: (href: string) => void }) {
  const [href, setHref] = useState('');
  useEffect(() => {
    if (open) setHref('https://');
  }, [open]);
  return (
    <FormModal open={open} title="Inserir link" okText="Inserir" okDisabled={!isLink(href.trim())} onOk={() => onSave(href.trim())} onClose={onClose}>
      <Input
        aria-label="Endereço do link"
        value={href}
        onChange={(e) => setHref(e.target.value)}
        onPressEnter={() => isLink(href.trim()) && onSave(href.trim())}
      />
    </FormModal>
  );
}
