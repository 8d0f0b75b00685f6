import { Badge, Card, Checkbox, Empty, Input, Segmented, Select, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../i18n/index.js';

const COLUMNS = [{ key: 'name', dataIndex: 'name', title: 'name', ellipsis: true, sorter: true, width: 100 }];
const ROWS = [{ id: 'warm', name: 'warm' }];

/**
 * antd writes a component's styles into the page the first time one is drawn, and takes them out when
 * the last one goes; the list screen's first paint paid for writing the table's, the select's and the
 * checkbox's (and the recalculation they cause) on every visit (issue 7: rows within 200 ms of the
 * click). Kept mounted, hidden and out of the accessibility tree, these few components keep those
 * styles in the page. The number formatter of the user's language is made here too: the first one a
 * page makes loads the locale's data.
 */
export default function ComponentStyleWarmers() {
  const { i18n } = useTranslation();
  numberFormat(i18n.language).format(1);
  return (
    <div hidden aria-hidden="true" className="vela-style-warmers">
      <Card size="small">
        <Table
          size="small"
          rowKey="id"
          columns={COLUMNS}
          dataSource={ROWS}
          pagination={false}
          tableLayout="fixed"
          scroll={{ x: 148 }}
          rowSelection={{ selectedRowKeys: [], columnWidth: 48 }}
        />
      </Card>
      <Select id="vela-style-warmer-select" size="small" options={[]} />
      <Input.Search size="small" />
      <Segmented size="small" options={['a']} />
      <Checkbox />
      <Badge count={1} />
      <Spin spinning={false} />
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
    </div>
  );
}
