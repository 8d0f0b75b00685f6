import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { HOME_COMPONENT_KINDS, type HomeComponentKind, homeTargetOf, MAX_HOME_COMPONENTS } from '@vela/core';
import { Button, List, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGlobalStore } from '../../state/index.js';
import { DASHBOARDS_QUERY_KEY, fetchDashboardList, fetchRunnableReports } from './dashboards-api.js';
import type { HomeComponent } from './home-api.js';

const newId = () => `h${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Edits a home page's components: what each shows, in which order. Keyboard: every control is a button or select. */
export function HomeEditor(props: {
  components: HomeComponent[];
  onChange: (components: HomeComponent[]) => void;
}) {
  const { components, onChange } = props;
  const { t } = useTranslation();
  const objects = useGlobalStore((state) => state.objectList);
  const dashboards = useQuery({
    queryKey: [DASHBOARDS_QUERY_KEY, 'list', ''],
    queryFn: () => fetchDashboardList(''),
  });
  const reports = useQuery({
    queryKey: [DASHBOARDS_QUERY_KEY, 'reports'],
    queryFn: () => fetchRunnableReports(''),
  });
  const targets = (kind: HomeComponentKind) => {
    switch (homeTargetOf(kind)) {
      case 'dashboard':
        return (dashboards.data?.dashboards ?? []).map((d) => ({ value: d.id, label: d.name }));
      case 'report':
        return (reports.data?.reports ?? []).map((r) => ({ value: r.id, label: r.name }));
      case 'object':
        return objects.map((o) => ({ value: o.objectapi, label: o.pluralLabel }));
      default:
        return [];
    }
  };
  const change = (index: number, next: Partial<HomeComponent>) =>
    onChange(components.map((component, at) => (at === index ? { ...component, ...next } : component)));
  const move = (index: number, by: number) => {
    const next = [...components];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next);
  };
  return (
    <div className="vela-home-page__editor">
      <List
        bordered
        dataSource={components}
        locale={{ emptyText: t('dashboards.home.noComponents') }}
        renderItem={(component, index) => {
          const n = index + 1;
          return (
            <List.Item>
              <Space wrap>
                <Select
                  aria-label={t('dashboards.home.componentKind', { n })}
                  className="vela-home-page__kind"
                  value={component.kind}
                  onChange={(kind: HomeComponentKind) => change(index, { kind, targetId: '' })}
                  options={HOME_COMPONENT_KINDS.map((kind) => ({
                    value: kind,
                    label: t(`dashboards.home.kind.${kind}`, { object: '…' }),
                  }))}
                />
                {homeTargetOf(component.kind) !== null && (
                  <Select
                    aria-label={t('dashboards.home.componentTarget', { n })}
                    className="vela-home-page__target"
                    showSearch={{ optionFilterProp: 'label' }}
                    value={component.targetId || undefined}
                    onChange={(targetId: string) => change(index, { targetId })}
                    options={targets(component.kind)}
                  />
                )}
                <Button
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  aria-label={t('dashboards.home.moveUp', { n })}
                  onClick={() => move(index, -1)}
                />
                <Button
                  icon={<ArrowDownOutlined />}
                  disabled={index === components.length - 1}
                  aria-label={t('dashboards.home.moveDown', { n })}
                  onClick={() => move(index, 1)}
                />
                <Button
                  icon={<DeleteOutlined />}
                  danger
                  aria-label={t('dashboards.home.remove', { n })}
                  onClick={() => onChange(components.filter((_, at) => at !== index))}
                />
              </Space>
            </List.Item>
          );
        }}
      />
      <Button
        icon={<PlusOutlined />}
        disabled={components.length >= MAX_HOME_COMPONENTS}
        onClick={() => onChange([...components, { id: newId(), kind: 'myTasks', targetId: '' }])}
      >
        {t('dashboards.home.addComponent')}
      </Button>
    </div>
  );
}
