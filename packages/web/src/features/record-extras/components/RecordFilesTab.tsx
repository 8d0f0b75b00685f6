import { DownloadOutlined, FileOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, message, Skeleton, Tag, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  downloadRecordFile,
  failureText,
  fetchRecordFiles,
  type RecordFile,
  uploadAndAttach,
} from '../record-extras-api.js';
import '../record-extras.css';

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function saveBlob(file: RecordFile) {
  const blob = await downloadRecordFile(file.id);
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** The record page's Files tab: the record's files (attached here or held by its file fields), upload, download. */
export function RecordFilesTab({ recordId, canEdit }: { recordId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [messages, holder] = message.useMessage();
  const [uploading, setUploading] = useState(false);
  const files = useQuery({ queryKey: ['recordFiles', recordId], queryFn: () => fetchRecordFiles(recordId) });
  const upload = async (file: File) => {
    setUploading(true);
    try {
      client.setQueryData(['recordFiles', recordId], await uploadAndAttach(recordId, file));
      messages.success(t('recordExtras.uploaded', { name: file.name }));
    } catch (error) {
      messages.error(failureText(error, t('recordExtras.failed')));
    } finally {
      setUploading(false);
    }
  };
  const download = async (file: RecordFile) => {
    try {
      await saveBlob(file);
    } catch (error) {
      messages.error(failureText(error, t('recordExtras.failed')));
    }
  };
  if (files.isError)
    return <Alert type="error" showIcon title={failureText(files.error, t('recordExtras.failed'))} />;
  return (
    <div className="vela-files">
      {holder}
      {canEdit && (
        <Upload
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={uploading}>
            {t('recordExtras.upload')}
          </Button>
        </Upload>
      )}
      {files.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (files.data ?? []).length === 0 ? (
        <Empty description={t('recordExtras.filesEmpty')} />
      ) : (
        <ul className="vela-files__list" aria-label={t('recordExtras.tabFiles')}>
          {(files.data ?? []).map((file) => (
            <li key={file.id} className="vela-files__item">
              <FileOutlined aria-hidden />
              <div style={{ flex: 1 }}>
                <div>{file.name}</div>
                <div className="vela-files__meta">
                  {sizeText(file.size)} · {file.uploadedAt.slice(0, 10)}
                  {file.source === 'field' && (
                    <Tag style={{ marginInlineStart: 8 }}>{t('recordExtras.fromField')}</Tag>
                  )}
                </div>
              </div>
              <Button
                icon={<DownloadOutlined aria-hidden />}
                aria-label={t('recordExtras.download', { name: file.name })}
                onClick={() => void download(file)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
