import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ReportBuilder } from './ReportBuilderPage.js';
import { ReportObjectPicker } from './ReportObjectPicker.js';
import { newTemplatePath, templateListPath } from './report-templates-api.js';
import './reports.css';

/**
 * Setup pages newTemplate (?objectApi=…&reportTypeId=…) and editTemplate (?id=…), S1-R-188 and S1-R-189:
 * the report builder, saving a template (a definition with a name, no folder or sharing) instead of a report.
 * Opened with neither (a bookmark, a typed address), there is nothing to build on yet: the person chooses
 * the object first, as the template list's "New template" dialog asks, instead of waiting on a builder
 * that has no object to load.
 */
export default function ReportTemplateBuilderPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  if (!searchParams.get('id') && !searchParams.get('objectApi'))
    return (
      <Card
        className="vela-report__page"
        title={
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('reports.templates.chooseObject')}
          </Typography.Title>
        }
        extra={<Link to={templateListPath}>{t('reports.templates.allTemplates')}</Link>}
      >
        <ReportObjectPicker autoFocus pathOf={(type) => newTemplatePath(type.objectApi, type.reportTypeId)} />
      </Card>
    );
  return <ReportBuilder kind="template" />;
}
