import { DeleteOutlined, DownloadOutlined, PaperClipOutlined, PictureOutlined } from '@ant-design/icons';
import { checkFileAdd, fileCountLimit, MAX_FILE_BYTES } from '@vela/core';
import { Alert, Button, Progress } from 'antd';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../profile/index.js';
import { downloadStoredFile, fetchFileInfo, type StoredFile, uploadOne } from './file-api.js';
import type { FieldWidgetProps } from './widget-contract.js';
import { controlAria, isEditable, ReadOnlyValue, valueList, WidgetFrame } from './widget-frame.js';

function readableSize(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(size)} ${units[unit]}`;
}

/** The names of stored files, fetched once per id. */
function useFileInfo(ids: readonly string[]) {
  const [known, setKnown] = useState<Record<string, StoredFile>>({});
  const key = ids.join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `ids`; `known` only filters what to fetch.
  useEffect(() => {
    const missing = ids.filter((id) => !known[id]);
    if (missing.length === 0) return;
    let live = true;
    fetchFileInfo(missing).then(
      (found) => {
        if (live)
          setKnown((previous) => ({
            ...previous,
            ...Object.fromEntries(found.map((file) => [file.id, file])),
          }));
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [key]);
  return {
    known,
    remember: (file: StoredFile) => setKnown((previous) => ({ ...previous, [file.id]: file })),
  };
}

/** An image field's picture, fetched with the session's token (an <img src> could not send it). */
function StoredImage(props: { id: string; alt: string }): ReactElement | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    downloadStoredFile(props.id).then(
      (blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => {},
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [props.id]);
  return url ? <img className="vela-field-widget__image" src={url} alt={props.alt} /> : null;
}

/**
 * File (file) and image (IMG) fields. The button opens the browser's file
 * picker (Enter or Space); files go up one by one with progress. Checked
 * before anything is sent (spec 2 §5, §9): the field's count limit (its
 * length, 'file number limit'), at most 10 per batch, 10485760 bytes per
 * file; an image field holds one picture and takes images only. A file field
 * reports its file ids as a list (joined with ';' on save), an image its id.
 */
export function FileWidget(props: FieldWidgetProps): ReactElement {
  const { field } = props;
  const { t, i18n } = useTranslation();
  const isImage = field.type === 'IMG';
  const ids = valueList(props.value);
  const { known, remember } = useFileInfo(ids);
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const limit = fileCountLimit(field);
  const nameOf = (id: string) => known[id]?.name ?? id;

  const download = async (id: string) => {
    try {
      saveFile(await downloadStoredFile(id), nameOf(id));
    } catch {
      // the request client has shown the failure
    }
  };

  const list = (removable: boolean) =>
    ids.length ? (
      <ul className="vela-field-widget__files">
        {ids.map((id) => (
          <li key={id} className="vela-field-widget__file">
            {isImage ? null : <PaperClipOutlined aria-hidden />}
            <span className="vela-field-widget__file-name" title={nameOf(id)}>
              {nameOf(id)}
            </span>
            {known[id] ? (
              <span className="vela-field-widget__empty">{readableSize(known[id].size, i18n.language)}</span>
            ) : null}
            <Button
              size="small"
              type="text"
              icon={<DownloadOutlined />}
              aria-label={t('fieldWidget.file.download', { name: nameOf(id) })}
              onClick={() => void download(id)}
            />
            {removable ? (
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('fieldWidget.file.remove', { name: nameOf(id) })}
                onClick={() => {
                  const rest = ids.filter((other) => other !== id);
                  props.onChange(isImage ? null : rest);
                }}
              />
            ) : null}
          </li>
        ))}
      </ul>
    ) : null;

  if (props.readOnly) {
    return (
      <WidgetFrame widget={props}>
        <ReadOnlyValue widget={props}>
          {ids.length ? (
            <>
              {isImage && ids[0] ? <StoredImage id={ids[0]} alt={field.label} /> : null}
              {list(false)}
            </>
          ) : (
            <span className="vela-field-widget__empty">{t('fieldWidget.empty')}</span>
          )}
        </ReadOnlyValue>
      </WidgetFrame>
    );
  }

  const add = async (files: File[]) => {
    setProblem(null);
    if (files.length === 0) return;
    if (isImage) {
      const notImage = files.find((file) => !file.type.startsWith('image/'));
      if (notImage) {
        setProblem(t('fieldWidget.image.notImage', { name: notImage.name }));
        return;
      }
    }
    // A new picture replaces the old one; files add up.
    const found = checkFileAdd(field, isImage ? 0 : ids.length, files);
    if (found) {
      setProblem(
        found.kind === 'size'
          ? t('fieldWidget.file.tooLarge', {
              name: found.name,
              size: readableSize(MAX_FILE_BYTES, i18n.language),
            })
          : t('fieldWidget.file.limit', { count: found.limit }),
      );
      return;
    }
    const added: string[] = [];
    for (const file of files) {
      setProgress({ name: file.name, percent: 0 });
      try {
        const stored = await uploadOne(file, (fraction) =>
          setProgress({ name: file.name, percent: Math.round(fraction * 100) }),
        );
        remember(stored);
        added.push(stored.id);
      } catch {
        setProblem(t('fieldWidget.file.failed', { name: file.name }));
        break;
      }
    }
    setProgress(null);
    if (added.length === 0) return;
    if (isImage) props.onChange(added[0] ?? null);
    else props.onChange([...ids, ...added]);
  };

  const editable = isEditable(props);
  return (
    <WidgetFrame widget={props}>
      {isImage && ids[0] ? <StoredImage id={ids[0]} alt={field.label} /> : null}
      {list(editable)}
      <div className="vela-field-widget__file-actions">
        <Button
          {...controlAria(props)}
          // The form's label names the field; the name says what the button does too.
          aria-label={`${field.label}: ${isImage ? t('fieldWidget.file.addImage') : t('fieldWidget.file.add')}`}
          icon={isImage ? <PictureOutlined /> : <PaperClipOutlined />}
          danger={Boolean(props.error)}
          disabled={!editable || progress !== null}
          loading={progress !== null}
          onClick={() => picker.current?.click()}
          onBlur={props.onBlur}
        >
          {isImage ? t('fieldWidget.file.addImage') : t('fieldWidget.file.add')}
        </Button>
        {isImage ? null : (
          <span className="vela-field-widget__empty">
            {t('fieldWidget.file.count', { count: ids.length, max: limit })}
          </span>
        )}
        <input
          ref={picker}
          type="file"
          hidden
          tabIndex={-1}
          aria-hidden
          multiple={!isImage}
          accept={isImage ? 'image/*' : undefined}
          data-testid={`${props.inputId}-picker`}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void add(files);
          }}
        />
      </div>
      {progress ? (
        <div aria-live="polite">
          <span className="vela-field-widget__empty">{t('fieldWidget.file.uploading')}</span>{' '}
          <Progress percent={progress.percent} size="small" aria-label={progress.name} />
        </div>
      ) : null}
      {problem ? <Alert type="warning" showIcon title={problem} role="alert" /> : null}
    </WidgetFrame>
  );
}
