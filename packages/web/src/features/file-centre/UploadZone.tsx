import { InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { checkFileBatch, type FileLimits, type StoredFile } from '@vela/core';
import { Alert, Button, Progress, Space, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readableSize, uploadToCentre } from './file-centre-api.js';

interface Sending {
  key: string;
  name: string;
  percent: number;
  status: 'active' | 'success' | 'exception';
  error?: string;
}

/**
 * Upload by button or by dropping files (keyboard: the drop zone takes focus
 * and Enter opens the picker), each file with its own progress bar. The
 * organisation's size limit and the batch limit are checked here with the
 * same rule the server applies (core checkFileBatch) before anything is sent.
 */
export function UploadZone(props: {
  limits: FileLimits;
  /** When set, each file becomes a new version of this file (one file only). */
  versionOf?: string;
  onUploaded: (file: StoredFile) => Promise<void> | void;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [sending, setSending] = useState<Sending[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const batchSeen = useRef<unknown>(null);
  const size = readableSize(props.limits.maxFileBytes, i18n.language);

  const refusalText = (files: File[]): string | null => {
    if (props.versionOf && files.length > 1) return t('fileCentre.refused.batch', { limit: 1 });
    const problem = checkFileBatch(files, props.limits.maxFileBytes);
    if (!problem) return null;
    if (problem.kind === 'batch') return t('fileCentre.refused.batch', { limit: problem.limit });
    if (problem.kind === 'empty') return t('fileCentre.refused.empty', { name: problem.name });
    if (problem.kind === 'size') return t('fileCentre.refused.size', { name: problem.name, size });
    return t('fileCentre.refused.name', { name: problem.name });
  };

  const send = async (files: File[]) => {
    const refused = refusalText(files);
    setRefusal(refused);
    if (refused) return;
    const started = files.map((file, index) => ({
      key: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      percent: 0,
      status: 'active' as const,
    }));
    setSending((current) => [...started, ...current].slice(0, 20));
    const update = (key: string, change: Partial<Sending>) =>
      setSending((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
    for (const [index, file] of files.entries()) {
      const key = started[index]?.key ?? '';
      try {
        const stored = await uploadToCentre(
          file,
          (fraction) => update(key, { percent: Math.min(99, Math.round(fraction * 100)) }),
          props.versionOf,
        );
        update(key, { percent: 100, status: 'success' });
        await props.onUploaded(stored);
      } catch (error) {
        update(key, { status: 'exception', error: error instanceof Error ? error.message : String(error) });
      }
    }
  };

  const picker = {
    multiple: !props.versionOf,
    showUploadList: false,
    // Every picked or dropped batch once, as a whole: the batch limit is about the batch.
    beforeUpload: (_file: File, batch: File[]) => {
      if (batchSeen.current !== batch) {
        batchSeen.current = batch;
        void send(batch);
      }
      return Upload.LIST_IGNORE;
    },
  };

  return (
    <div className="vela-file-centre__upload">
      {props.compact ? (
        <Upload {...picker}>
          <Button icon={<UploadOutlined />}>{t('fileCentre.newVersion')}</Button>
        </Upload>
      ) : (
        <Upload.Dragger {...picker} aria-label={t('fileCentre.upload')}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('fileCentre.dropHint')}</p>
          <p className="ant-upload-hint">
            {t('fileCentre.limitHint', { count: props.limits.batchLimit, size })}
          </p>
        </Upload.Dragger>
      )}
      {refusal && <Alert type="error" showIcon message={refusal} role="alert" />}
      {sending.length > 0 && (
        <Space orientation="vertical" className="vela-file-centre__progress" aria-live="polite">
          {sending.map((entry) => (
            <div key={entry.key}>
              <Typography.Text>
                {entry.status === 'exception'
                  ? t('fileCentre.uploadFailed', { name: entry.name, reason: entry.error ?? '' })
                  : entry.status === 'success'
                    ? t('fileCentre.uploaded', { name: entry.name })
                    : t('fileCentre.uploading', { name: entry.name })}
              </Typography.Text>
              <Progress
                percent={entry.percent}
                status={entry.status}
                aria-label={t('fileCentre.uploading', { name: entry.name })}
              />
            </div>
          ))}
        </Space>
      )}
    </div>
  );
}
