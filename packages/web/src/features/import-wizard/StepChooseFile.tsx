import { useMutation, useQuery } from '@tanstack/react-query';
import {
  IMPORT_DEFAULT_SIZE_LIMIT,
  IMPORT_ENCODINGS,
  type ImportEncoding,
  type ImportOperation,
} from '@vela/core';
import { Alert, Button, Card, Form, Radio, Select, Skeleton, Space, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/index.js';
import { FilePreview } from './FilePreview.js';
import {
  fetchImportObjects,
  fetchImportSettings,
  IMPORT_QUERY_KEY,
  uploadImportFile,
  wizardPath,
} from './import-api.js';

/** importmodule/step1: the object, the operation and the file, read at once and previewed. */
export function StepChooseFile() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const objects = useQuery({ queryKey: [IMPORT_QUERY_KEY, 'objects'], queryFn: fetchImportObjects });
  const settings = useQuery({ queryKey: [IMPORT_QUERY_KEY, 'settings'], queryFn: fetchImportSettings });
  // The organisation's limit once known; the server checks it again while the file streams in.
  const maxBytes = settings.data?.maxFileBytes ?? IMPORT_DEFAULT_SIZE_LIMIT;
  const maxMb = Math.round(maxBytes / 1024 / 1024);
  const [objectApi, setObjectApi] = useState<string>();
  const [operation, setOperation] = useState<ImportOperation>('insert');
  const [matchField, setMatchField] = useState('');
  const [encoding, setEncoding] = useState<ImportEncoding>('');
  const [file, setFile] = useState<File>();
  const [tooLarge, setTooLarge] = useState(false);
  const upload = useMutation({
    mutationFn: async (chosen: File) =>
      uploadImportFile(chosen, {
        objectApi: objectApi ?? '',
        operation,
        matchField: operation === 'upsert' ? matchField : '',
        encoding,
      }),
  });
  const { mutate, reset } = upload;
  const object = objects.data?.find((candidate) => candidate.objectApi === objectApi);
  const ready = Boolean(object) && (operation !== 'upsert' || matchField !== '');

  // The file is read again whenever what it is read for changes: the answer always fits the choices shown.
  useEffect(() => {
    if (file && ready) mutate(file);
    else reset();
  }, [file, ready, mutate, reset]);

  if (objects.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  if (!objects.data) return <Skeleton active />;
  const view = upload.data;
  const problem = tooLarge
    ? t('importWizard.tooLarge', { size: maxMb })
    : upload.isError
      ? isApiError(upload.error) && upload.error.response?.returnInfo
        ? upload.error.response.returnInfo
        : t('importWizard.readFailed')
      : '';

  return (
    <Card>
      <Form layout="vertical" className="vela-import__form">
        <Form.Item label={t('importWizard.object')} htmlFor="vela-import-object" required>
          <Select
            id="vela-import-object"
            showSearch
            optionFilterProp="label"
            placeholder={t('importWizard.objectPlaceholder')}
            value={objectApi}
            onChange={(value: string) => {
              setObjectApi(value);
              setMatchField('');
              const picked = objects.data?.find((candidate) => candidate.objectApi === value);
              if (picked && !picked.canCreate) setOperation('update');
            }}
            options={objects.data.map((candidate) => ({
              value: candidate.objectApi,
              label: candidate.label,
            }))}
          />
        </Form.Item>
        <Form.Item label={t('importWizard.operation')}>
          <Radio.Group
            value={operation}
            onChange={(event) => setOperation(event.target.value as ImportOperation)}
          >
            <Space direction="vertical">
              <Radio value="insert" disabled={object ? !object.canCreate : false}>
                {t('importWizard.op.insert')}
              </Radio>
              <Radio value="update" disabled={object ? !object.canEdit : false}>
                {t('importWizard.op.update')}
              </Radio>
              <Radio
                value="upsert"
                disabled={
                  object ? !object.canCreate || !object.canEdit || object.matchFields.length === 0 : false
                }
              >
                {t('importWizard.op.upsert')}
              </Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        {operation === 'upsert' && object && (
          <Form.Item label={t('importWizard.matchField')} htmlFor="vela-import-match" required>
            <Select
              id="vela-import-match"
              showSearch
              optionFilterProp="label"
              value={matchField || undefined}
              onChange={(value: string) => setMatchField(value)}
              options={object.matchFields.map((field) => ({ value: field.apiName, label: field.label }))}
            />
          </Form.Item>
        )}
        <Form.Item label={t('importWizard.file')} required>
          <Upload.Dragger
            accept=".csv,.txt,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            multiple={false}
            showUploadList={false}
            beforeUpload={(chosen) => {
              setTooLarge(chosen.size > maxBytes);
              if (chosen.size <= maxBytes) setFile(chosen);
              return false;
            }}
          >
            <p className="vela-import__drop-name">
              {file ? file.name : t('importWizard.fileHint', { size: maxMb })}
            </p>
          </Upload.Dragger>
        </Form.Item>
        <Form.Item label={t('importWizard.encoding')} htmlFor="vela-import-encoding">
          <Select
            id="vela-import-encoding"
            className="vela-import__encoding"
            value={encoding}
            onChange={(value: ImportEncoding) => setEncoding(value)}
            options={IMPORT_ENCODINGS.map((name) => ({
              value: name,
              label: name || t('importWizard.encodingAuto'),
            }))}
          />
        </Form.Item>
      </Form>
      {file && !object && <Alert type="info" showIcon title={t('importWizard.objectFirst')} />}
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      {upload.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
      {view && !upload.isPending && <FilePreview view={view} />}
      <div className="vela-import__actions">
        <Button onClick={() => void navigate(wizardPath('home'))}>{t('importWizard.back')}</Button>
        <Button
          type="primary"
          disabled={!view || upload.isPending}
          onClick={() => view && void navigate(wizardPath('step2', view.id))}
        >
          {t('importWizard.next')}
        </Button>
      </div>
    </Card>
  );
}
