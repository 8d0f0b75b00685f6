import {
  AppstoreOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  FileDoneOutlined,
  FilterOutlined,
  MergeCellsOutlined,
  MoreOutlined,
  PlusOutlined,
  ReloadOutlined,
  RestOutlined,
  TableOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { Badge, Button, Dropdown, Flex, Input, Segmented, Select, Space, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSecondPass } from './first-frame.js';
import type { ExportFormat, ListViewInfo } from './list-view-api.js';

/** How the list shows its records: spec 1 §2.1's {type} of the list route. */
export type ListLayout = 'table' | 'kanban';

export type ViewAction = 'create' | 'saveAs' | 'rename' | 'share' | 'unshare' | 'delete' | 'resetColumns';

interface ListToolbarProps {
  title: string;
  views: ListViewInfo[];
  viewId: string | undefined;
  onChooseView: (id: string) => void;
  onViewAction: (action: ViewAction) => void;
  keyword: string;
  onSearch: (keyword: string) => void;
  filterCount: number;
  onOpenFilters: () => void;
  onNew: () => void;
  onRefresh: () => void;
  selectedCount: number;
  /** Where Merge leads for the selected rows (2 or 3 of them), or null to offer no merge. */
  mergeHref: string | null;
  onDeleteSelected: () => void;
  onChangeOwner: () => void;
  /** Orders only: make one invoice from the selected orders (S2-D-004). */
  onInvoiceSelected?: (() => void) | undefined;
  /** More actions on the selected rows (mail merge), shown beside Mass edit. */
  selectionExtra?: ReactNode;
  remembered: boolean;
  /** More page actions beside New (the list's Print). */
  extra?: ReactNode;
  layout: ListLayout;
  onLayout: (layout: ListLayout) => void;
  onExport: (format: ExportFormat) => void;
  exporting: boolean;
  onMassEdit: () => void;
}

/**
 * The list's header: object and view, table or kanban, search, filters, New,
 * export, and what to do with the selected rows (mass edit, owner, delete).
 */
export function ListToolbar(props: ListToolbarProps) {
  const { t } = useTranslation();
  const drawn = useSecondPass();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(props.keyword);
  useEffect(() => setTyped(props.keyword), [props.keyword]);
  const current = props.views.find((view) => view.id === props.viewId);
  const viewMenu = [
    { key: 'create', label: t('listView.newView') },
    { key: 'saveAs', label: t('listView.saveAsView'), disabled: props.filterCount === 0 },
    { type: 'divider' as const },
    { key: 'rename', label: t('listView.renameView'), disabled: !current?.canEdit },
    current?.shared
      ? { key: 'unshare', label: t('listView.unshareView'), disabled: !current?.canEdit || current.isSystem }
      : { key: 'share', label: t('listView.shareView'), disabled: !current?.canEdit },
    { key: 'resetColumns', label: t('listView.resetColumns'), disabled: !props.remembered },
    { type: 'divider' as const },
    {
      key: 'delete',
      label: t('listView.deleteView'),
      danger: true,
      disabled: !current?.canEdit || current.isSystem,
    },
  ];
  if (!drawn) {
    // The first pass holds the toolbar's place (its two lines), so nothing moves when the controls come.
    return (
      <div className="vela-list__toolbar vela-list__toolbar--coming">
        <Typography.Title level={4} className="vela-list__title">
          {props.title}
        </Typography.Title>
      </div>
    );
  }
  return (
    <Flex vertical gap={12} className="vela-list__toolbar">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex align="center" gap={12} wrap>
          <Typography.Title level={4} className="vela-list__title">
            {props.title}
          </Typography.Title>
          <Select
            aria-label={t('listView.viewPicker')}
            className="vela-list__picker"
            value={props.viewId}
            onChange={props.onChooseView}
            showSearch={{ optionFilterProp: 'label' }}
            popupMatchSelectWidth={false}
            options={props.views.map((view) => ({ value: view.id, label: view.name }))}
          />
          <Dropdown
            trigger={['click']}
            menu={{ items: viewMenu, onClick: ({ key }) => props.onViewAction(key as ViewAction) }}
          >
            <Button icon={<MoreOutlined />} aria-label={t('listView.viewActions')} />
          </Dropdown>
          <Segmented<ListLayout>
            aria-label={t('listView.layout')}
            value={props.layout}
            onChange={props.onLayout}
            options={[
              { value: 'table', label: t('listView.layout.table'), icon: <TableOutlined /> },
              { value: 'kanban', label: t('listView.layout.kanban'), icon: <AppstoreOutlined /> },
            ]}
          />
        </Flex>
        <Space wrap>
          {props.extra}
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'csv', label: t('listView.exportCsv') },
                { key: 'xlsx', label: t('listView.exportXlsx') },
              ],
              onClick: ({ key }) => props.onExport(key as ExportFormat),
            }}
          >
            <Button icon={<DownloadOutlined />} loading={props.exporting}>
              {t('listView.export')}
            </Button>
          </Dropdown>
          <Button type="primary" icon={<PlusOutlined />} onClick={props.onNew}>
            {t('listView.new')}
          </Button>
        </Space>
      </Flex>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Input.Search
          className="vela-list__search"
          aria-label={t('listView.search')}
          placeholder={t('listView.searchPlaceholder')}
          allowClear
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (event.target.value === '') props.onSearch('');
          }}
          onSearch={(value) => props.onSearch(value.trim())}
        />
        <Space wrap>
          {props.selectedCount > 0 && (
            <>
              <Typography.Text type="secondary">
                {t('listView.selected', { count: props.selectedCount })}
              </Typography.Text>
              {props.onInvoiceSelected ? (
                <Button icon={<FileDoneOutlined />} onClick={props.onInvoiceSelected}>
                  {t('productLines.invoice')}
                </Button>
              ) : null}
              {props.selectionExtra}
              <Button icon={<EditOutlined />} onClick={props.onMassEdit}>
                {t('listView.massEdit')}
              </Button>
              <Button icon={<UserSwitchOutlined />} onClick={props.onChangeOwner}>
                {t('listView.changeOwner')}
              </Button>
              <Button danger icon={<DeleteOutlined />} onClick={props.onDeleteSelected}>
                {t('listView.deleteSelected')}
              </Button>
              {props.mergeHref && (
                <Button
                  icon={<MergeCellsOutlined aria-hidden />}
                  onClick={() => navigate(props.mergeHref ?? '')}
                >
                  {t('listView.merge')}
                </Button>
              )}
            </>
          )}
          <Badge count={props.filterCount} size="small">
            <Button icon={<FilterOutlined />} onClick={props.onOpenFilters}>
              {t('listView.filters')}
            </Button>
          </Badge>
          <Button icon={<ReloadOutlined />} aria-label={t('listView.refresh')} onClick={props.onRefresh} />
          <Button icon={<RestOutlined aria-hidden />} onClick={() => navigate('/recycle')}>
            {t('listView.recycleBin')}
          </Button>
        </Space>
      </Flex>
    </Flex>
  );
}
