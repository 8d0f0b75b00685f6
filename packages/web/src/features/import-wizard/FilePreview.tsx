import { Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportView } from './import-api.js';

const DELIMITER_NAMES: Record<string, string> = { ',': ',', ';': ';', '\t': 'Tab', '|': '|' };

/** What was read from the file: its facts and its first rows. */
export function FilePreview({ view }: { view: ImportView }) {
  const { t } = useTranslation();
  const columns = view.columns.map((column, index) => ({
    title: column,
    dataIndex: String(index),
    key: String(index),
    ellipsis: true,
  }));
  const rows = view.preview.map((cells, row) => ({
    key: row,
    ...Object.fromEntries(cells.map((cell, index) => [String(index), cell])),
  }));
  return (
    <section className="vela-import__preview" aria-labelledby="vela-import-preview">
      <Descriptions size="small" column={4}>
        <Descriptions.Item label={t('importWizard.rows')}>{view.rowCount}</Descriptions.Item>
        <Descriptions.Item label={t('importWizard.columns')}>{view.columns.length}</Descriptions.Item>
        <Descriptions.Item label={t('importWizard.encoding')}>
          {view.encoding || view.format.toUpperCase()}
        </Descriptions.Item>
        {view.delimiter && (
          <Descriptions.Item label={t('importWizard.delimiter')}>
            {DELIMITER_NAMES[view.delimiter] ?? view.delimiter}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Typography.Title level={5} id="vela-import-preview">
        {t('importWizard.preview')}
      </Typography.Title>
      <Table size="small" columns={columns} dataSource={rows} pagination={false} scroll={{ x: true }} />
    </section>
  );
}
