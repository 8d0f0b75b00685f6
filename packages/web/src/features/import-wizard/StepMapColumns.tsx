import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_DATE_FORMATS,
  IMPORT_NUMBER_FORMATS,
  type ImportDateFormat,
  type ImportNumberFormat,
} from '@vela/core';
import { Alert, Button, Card, Form, Select, Skeleton, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  type ColumnMapping,
  fetchImport,
  fetchImportMapping,
  IMPORT_QUERY_KEY,
  startDryRun,
  wizardPath,
} from './import-api.js';
import { MissingImport } from './MissingImport.js';

/** importmodule/step2: each column's field (proposed from the last mapping, labels and api names), and formats. */
export function StepMapColumns({ importId }: { importId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const view = useQuery({
    queryKey: [IMPORT_QUERY_KEY, importId],
    queryFn: () => fetchImport(importId),
    enabled: importId !== '',
    retry: false,
  });
  const proposal = useQuery({
    queryKey: [IMPORT_QUERY_KEY, importId, 'mapping'],
    queryFn: () => fetchImportMapping(importId),
    enabled: importId !== '',
    retry: false,
  });
  const [mapping, setMapping] = useState<ColumnMapping[]>([]);
  const [dateFormat, setDateFormat] = useState<ImportDateFormat>('YYYY-MM-DD');
  const [numberFormat, setNumberFormat] = useState<ImportNumberFormat>('dot');
  useEffect(() => {
    if (!proposal.data) return;
    setMapping(proposal.data.mapping);
    setDateFormat(proposal.data.dateFormat);
    setNumberFormat(proposal.data.numberFormat);
  }, [proposal.data]);
  const check = useMutation({
    mutationFn: () => startDryRun({ importId, mapping, dateFormat, numberFormat }),
    onSuccess: (answer) => {
      // Step 3 reads the import from the same cache entry: it must start from 'checking', which it polls.
      client.setQueryData([IMPORT_QUERY_KEY, importId], answer);
      void navigate(wizardPath('step3', importId));
    },
  });

  if (importId === '' || view.isError || proposal.isError) return <MissingImport />;
  if (!view.data || !proposal.data) return <Skeleton active />;
  const fields = proposal.data.fields;
  const taken = new Set(mapping.map((entry) => entry.field).filter(Boolean));
  const options = [
    { value: '', label: t('importWizard.map.skip') },
    ...fields.map((field) => ({
      value: field.apiName,
      label: field.lookup ? `${field.label} (${t('importWizard.map.lookupHint')})` : field.label,
    })),
  ];
  const missingRequired = fields.filter((field) => field.required && !taken.has(field.apiName));
  const first = view.data.preview[0] ?? [];
  const rows = mapping.map((entry, index) => ({ key: entry.column, entry, sample: first[index] ?? '' }));

  return (
    <Card>
      {proposal.data.fromSaved && (
        <Alert type="info" showIcon title={t('importWizard.map.fromSaved')} className="vela-import__note" />
      )}
      <Table
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          {
            title: t('importWizard.map.column'),
            dataIndex: ['entry', 'column'],
            key: 'column',
            width: '30%',
          },
          {
            title: t('importWizard.map.sample'),
            dataIndex: 'sample',
            key: 'sample',
            ellipsis: true,
            width: '30%',
          },
          {
            title: t('importWizard.map.field'),
            key: 'field',
            render: (_value, row) => (
              <Select
                className="vela-import__field-select"
                aria-label={t('importWizard.map.fieldFor', { column: row.entry.column })}
                showSearch
                optionFilterProp="label"
                value={row.entry.field}
                onChange={(field: string) =>
                  setMapping((current) =>
                    current.map((entry) => (entry.column === row.entry.column ? { ...entry, field } : entry)),
                  )
                }
                options={options.map((option) => ({
                  ...option,
                  disabled:
                    option.value !== '' && option.value !== row.entry.field && taken.has(option.value),
                }))}
              />
            ),
          },
        ]}
      />
      {missingRequired.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="vela-import__note"
          title={t('importWizard.map.requiredMissing')}
          description={missingRequired.map((field) => <Tag key={field.apiName}>{field.label}</Tag>)}
        />
      )}
      <Form layout="inline" className="vela-import__formats">
        <Form.Item label={t('importWizard.dateFormat')} htmlFor="vela-import-date">
          <Select
            id="vela-import-date"
            showSearch
            value={dateFormat}
            onChange={(value: ImportDateFormat) => setDateFormat(value)}
            options={IMPORT_DATE_FORMATS.map((format) => ({ value: format, label: format }))}
          />
        </Form.Item>
        <Form.Item label={t('importWizard.numberFormat')} htmlFor="vela-import-number">
          <Select
            id="vela-import-number"
            showSearch
            optionFilterProp="label"
            value={numberFormat}
            onChange={(value: ImportNumberFormat) => setNumberFormat(value)}
            options={IMPORT_NUMBER_FORMATS.map((format) => ({
              value: format,
              label: t(`importWizard.number.${format}`),
            }))}
          />
        </Form.Item>
      </Form>
      <div className="vela-import__actions">
        <Button onClick={() => void navigate(wizardPath('step1'))}>{t('importWizard.back')}</Button>
        <Button type="primary" loading={check.isPending} onClick={() => check.mutate()}>
          {t('importWizard.map.check')}
        </Button>
      </div>
    </Card>
  );
}
