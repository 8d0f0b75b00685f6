import { BoldOutlined, ItalicOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Input, Tooltip } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type ReactElement, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitiseHtml } from './sanitise-html.js';
import type { FieldWidgetProps } from './widget-contract.js';
import { controlAria, isEditable, ReadOnlyValue, valueText, WidgetFrame } from './widget-frame.js';

/** Wraps the selected text of a textarea in markup; returns the new text and where the caret goes. */
export function wrapSelection(
  text: string,
  start: number,
  end: number,
  before: string,
  after: string,
): { text: string; caret: number } {
  const chosen = text.slice(start, end);
  return {
    text: text.slice(0, start) + before + chosen + after + text.slice(end),
    caret: start + before.length + chosen.length,
  };
}

function SanitisedHtml(props: { html: string; className?: string }): ReactElement {
  const safe = useMemo(() => sanitiseHtml(props.html), [props.html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML passed through sanitiseHtml's allow-list just above.
  return <div className={props.className} dangerouslySetInnerHTML={{ __html: safe }} />;
}

/**
 * Rich text (A): a plain textarea holding simple HTML, with buttons that wrap
 * the selection in bold, italics or a list, and a preview of what will show.
 * Whatever is typed is only ever shown through sanitiseHtml's allow-list.
 */
export function RichTextWidget(props: FieldWidgetProps): ReactElement {
  const { t } = useTranslation();
  const text = valueText(props.value);
  const area = useRef<TextAreaRef>(null);

  if (props.readOnly) {
    return (
      <WidgetFrame widget={props}>
        <ReadOnlyValue widget={props}>
          {text ? (
            <SanitisedHtml html={text} />
          ) : (
            <span className="vela-field-widget__empty">{t('fieldWidget.empty')}</span>
          )}
        </ReadOnlyValue>
      </WidgetFrame>
    );
  }

  const editable = isEditable(props);
  const wrap = (before: string, after: string) => {
    const element = area.current?.resizableTextArea?.textArea;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const next = wrapSelection(text, start, end, before, after);
    props.onChange(next.text);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };
  const tools = [
    {
      key: 'bold',
      label: t('fieldWidget.richText.bold'),
      icon: <BoldOutlined />,
      before: '<b>',
      after: '</b>',
    },
    {
      key: 'italic',
      label: t('fieldWidget.richText.italic'),
      icon: <ItalicOutlined />,
      before: '<i>',
      after: '</i>',
    },
    {
      key: 'list',
      label: t('fieldWidget.richText.list'),
      icon: <UnorderedListOutlined />,
      before: '<ul><li>',
      after: '</li></ul>',
    },
  ];
  return (
    <WidgetFrame widget={props}>
      <div className="vela-field-widget__rich-toolbar" role="toolbar">
        {tools.map((tool) => (
          <Tooltip key={tool.key} title={tool.label}>
            <Button
              size="small"
              icon={tool.icon}
              aria-label={tool.label}
              disabled={!editable}
              onClick={() => wrap(tool.before, tool.after)}
            />
          </Tooltip>
        ))}
      </div>
      <Input.TextArea
        {...controlAria(props)}
        status={props.error ? 'error' : undefined}
        ref={area}
        value={text}
        maxLength={props.field.length && props.field.length > 0 ? props.field.length : undefined}
        autoSize={{ minRows: 4, maxRows: 14 }}
        disabled={!editable}
        placeholder={props.field.placeholder || t('fieldWidget.richText.hint')}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      />
      {text ? (
        <section aria-label={t('fieldWidget.richText.preview')}>
          <div className="vela-field-widget__group-label">{t('fieldWidget.richText.preview')}</div>
          <SanitisedHtml html={text} className="vela-field-widget__rich-preview" />
        </section>
      ) : null}
    </WidgetFrame>
  );
}
