import { BoldOutlined, ItalicOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Where the caret was when each editor last had it: a list or a button takes the focus away. */
const lastCaret = new WeakMap<HTMLElement, Range>();

function keepCaret(element: HTMLElement | null): void {
  const selection = window.getSelection();
  if (!element || !selection || selection.rangeCount === 0) return;
  const range = selection.getRangeAt(0);
  if (element.contains(range.commonAncestorContainer)) lastCaret.set(element, range.cloneRange());
}

/** Types `text` where the caret last was in the editor (at its end if it never had one). */
export function insertAtCaret(element: HTMLElement | null, text: string): void {
  if (!element) return;
  element.focus();
  const selection = window.getSelection();
  let range = lastCaret.get(element);
  if (!range) {
    range = document.createRange();
    range.selectNodeContents(element);
    range.collapse(false);
  }
  selection?.removeAllRanges();
  selection?.addRange(range);
  document.execCommand('insertText', false, text);
  keepCaret(element);
}

/**
 * The mail's rich-text editor (compose and e-mail templates): bold, italic and bullets over a
 * contentEditable area. Its HTML is read through `editor` and sanitised by whoever sends it.
 */
export function RichTextEditor({
  editor,
  label,
  initialHtml,
  onInput,
}: {
  editor: RefObject<HTMLDivElement | null>;
  label: string;
  /** The text to show; while the user types it is what they typed, so it is left alone. */
  initialHtml?: string;
  onInput?: (html: string) => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    // The user's own typing comes back as the same HTML: only a new text replaces what is there.
    if (editor.current && initialHtml !== undefined && editor.current.innerHTML !== initialHtml)
      editor.current.innerHTML = initialHtml;
  }, [editor, initialHtml]);
  const format = (command: 'bold' | 'italic' | 'insertUnorderedList') => {
    editor.current?.focus();
    document.execCommand(command);
    onInput?.(editor.current?.innerHTML ?? '');
  };
  return (
    <>
      <Space className="vela-mail-compose__toolbar">
        <Button icon={<BoldOutlined />} aria-label={t('mail.bold')} onClick={() => format('bold')} />
        <Button icon={<ItalicOutlined />} aria-label={t('mail.italic')} onClick={() => format('italic')} />
        <Button
          icon={<UnorderedListOutlined />}
          aria-label={t('mail.bullets')}
          onClick={() => format('insertUnorderedList')}
        />
      </Space>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text editor; a textarea holds no formatting */}
      <div
        ref={editor}
        className="vela-mail-compose__editor"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        tabIndex={0}
        onInput={() => {
          keepCaret(editor.current);
          onInput?.(editor.current?.innerHTML ?? '');
        }}
        onKeyUp={() => keepCaret(editor.current)}
        onMouseUp={() => keepCaret(editor.current)}
      />
    </>
  );
}
