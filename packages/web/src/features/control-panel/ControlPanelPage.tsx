import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ConsoleNavigationGate } from '../../shell/index.js';
import { RecordDetail } from '../record-detail/index.js';
import { controlPanelPath } from './control-panel-path.js';
import { findCasePlace } from './control-panel-place.js';
import './control-panel.css';

/**
 * `/controlPanel/control?caseId=…&caseOrder=…&viewId=…` (S2-R-003): the service control panel, where a case
 * saved from a console or phone context lands (S2-B-060). The case's page (its key fields, details, related
 * lists and activities) under a bar that says where the case stands in its case view and steps to the
 * previous and next case of that view (Alt+← and Alt+→ too).
 */
export default function ControlPanelPage() {
  // The control panel is a console screen: elsewhere it asks to switch to the console menu (S2-P-004).
  return (
    <ConsoleNavigationGate>
      <ControlPanel />
    </ConsoleNavigationGate>
  );
}

function ControlPanel() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const caseId = search.get('caseId') ?? '';
  const askedOrder = Number(search.get('caseOrder') ?? '') || undefined;
  const viewId = search.get('viewId') || undefined;
  const place = useQuery({
    queryKey: ['controlPanel', 'place', caseId, askedOrder, viewId],
    queryFn: () => findCasePlace(caseId, askedOrder, viewId),
    enabled: caseId !== '',
    retry: false,
  });
  const found = place.data;
  const go = (id: string, order: number) => navigate(controlPanelPath(id, order, found?.viewId));

  useEffect(() => {
    if (!found?.order) return;
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey) return;
      if (event.key === 'ArrowLeft' && found.previous) go(found.previous.id, (found.order ?? 1) - 1);
      else if (event.key === 'ArrowRight' && found.next) go(found.next.id, (found.order ?? 0) + 1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!caseId) {
    return (
      <main className="vela-control-panel" aria-labelledby="vela-control-panel-title">
        <Typography.Title level={2} id="vela-control-panel-title">
          {t('controlPanel.title')}
        </Typography.Title>
        <Alert type="info" showIcon title={t('controlPanel.noCase')} />
      </main>
    );
  }

  return (
    <main className="vela-control-panel" aria-labelledby="vela-control-panel-title">
      <nav className="vela-control-panel__bar" aria-label={t('controlPanel.caseNavigation')}>
        <Typography.Title level={2} id="vela-control-panel-title" className="vela-control-panel__title">
          {t('controlPanel.title')}
        </Typography.Title>
        <span className="vela-control-panel__place" aria-live="polite">
          {found
            ? found.order
              ? t('controlPanel.place', { order: found.order, view: found.viewName })
              : t('controlPanel.notInView', { view: found.viewName })
            : place.isError
              ? t('controlPanel.placeFailed')
              : t('common.loading')}
        </span>
        <Space>
          <Button
            icon={<LeftOutlined />}
            disabled={!found?.previous}
            onClick={() => found?.previous && go(found.previous.id, (found.order ?? 1) - 1)}
            title={found?.previous ? String(found.previous.name ?? '') : undefined}
          >
            {t('controlPanel.previous')}
          </Button>
          <Button
            icon={<RightOutlined />}
            iconPlacement="end"
            disabled={!found?.next}
            onClick={() => found?.next && go(found.next.id, (found.order ?? 0) + 1)}
            title={found?.next ? String(found.next.name ?? '') : undefined}
          >
            {t('controlPanel.next')}
          </Button>
        </Space>
      </nav>
      <RecordDetail key={caseId} recordId={caseId} titlesConsoleTab />
    </main>
  );
}
