import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IMPORT_MAX_SIZE_LIMIT, IMPORT_MIN_SIZE_LIMIT } from '@vela/core';
import { Alert, Button, Card, Form, InputNumber, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SetupFrame } from '../setup/index.js';
import { fetchImportSettings, IMPORT_QUERY_KEY, saveImportSettings, wizardPath } from './import-api.js';

const KEY = [IMPORT_QUERY_KEY, 'settings'];
const MB = 1024 * 1024;
const MIN_MB = IMPORT_MIN_SIZE_LIMIT / MB;
const MAX_MB = IMPORT_MAX_SIZE_LIMIT / MB;

/** The limit in whole megabytes, as the form shows it (a limit set through the API in bytes is rounded). */
const megabytesOf = (bytes: number) => Math.min(MAX_MB, Math.max(MIN_MB, Math.round(bytes / MB)));

interface Values {
  megabytes: number | null;
}

/**
 * setuppage/importSettings (issue 21): the organisation's import size limit, the largest file one import
 * takes, in whole megabytes between core's bounds (the server checks the same and answers in bytes). The
 * wizard's step 1 reads it (same query key) to refuse a larger file before sending it.
 */
export default function ImportSettingsPage() {
  const { t } = useTranslation();
  return (
    <SetupFrame trail={[{ title: t('importWizard.settings.title') }]}>
      <ImportSettingsForm />
    </SetupFrame>
  );
}

function ImportSettingsForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [savedMb, setSavedMb] = useState<number>();
  const settings = useQuery({ queryKey: KEY, queryFn: fetchImportSettings });
  useEffect(() => {
    if (settings.data) form.setFieldsValue({ megabytes: megabytesOf(settings.data.maxFileBytes) });
  }, [settings.data, form]);

  const save = async ({ megabytes }: Values) => {
    setRefusal('');
    setSavedMb(undefined);
    setSaving(true);
    try {
      const saved = await saveImportSettings({ maxFileBytes: Number(megabytes) * MB });
      queryClient.setQueryData(KEY, saved);
      setSavedMb(megabytesOf(saved.maxFileBytes));
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  if (settings.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('common.loadFailed')}
        action={<Button onClick={() => void settings.refetch()}>{t('common.retry')}</Button>}
      />
    );
  const invalid = t('importWizard.settings.invalid', { min: MIN_MB, max: MAX_MB });
  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('importWizard.settings.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('importWizard.settings.intro')}</Typography.Paragraph>
      {!settings.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ megabytes: megabytesOf(settings.data.maxFileBytes) }}
          onFinish={(values) => void save(values)}
          onValuesChange={() => setSavedMb(undefined)}
          disabled={saving}
        >
          <Form.Item
            name="megabytes"
            label={t('importWizard.settings.limit')}
            extra={t('importWizard.settings.limitHint', {
              min: MIN_MB,
              max: MAX_MB,
              current: megabytesOf(settings.data.maxFileBytes),
            })}
            rules={[
              { required: true, message: invalid },
              {
                validator: async (_: unknown, value: number | null | undefined) => {
                  if (value === null || value === undefined) return;
                  if (!Number.isInteger(value) || value < MIN_MB || value > MAX_MB) throw new Error(invalid);
                },
              },
            ]}
          >
            <InputNumber style={{ width: 200 }} suffix="MB" />
          </Form.Item>
          {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
          {savedMb !== undefined && (
            <Alert
              type="success"
              showIcon
              role="status"
              title={t('importWizard.settings.saved', { size: savedMb })}
              style={{ marginBottom: 16 }}
            />
          )}
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('common.save')}
          </Button>{' '}
          <Link to={wizardPath('home')}>{t('importWizard.settings.openWizard')}</Link>
        </Form>
      )}
    </Card>
  );
}
