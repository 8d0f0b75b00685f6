import { MARKETING_FORM_TEMPLATES } from '@vela/core';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formPaths } from './marketing-forms-api.js';
import './marketing-forms.css';

/** `/marketForm/selectTemplate`: the form's starting point; each template is a button (Tab, Enter). */
export default function SelectTemplatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card title={<h1 className="ant-card-head-title">{t('marketingForms.templates.title')}</h1>}>
      <div className="marketing-form-templates">
        {MARKETING_FORM_TEMPLATES.map((template) => (
          <Button key={template} onClick={() => navigate(formPaths.builder({ template }))}>
            <Typography.Text strong>{t(`marketingForms.template.${template}`)}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {t(`marketingForms.template.${template}.hint`)}
            </Typography.Text>
          </Button>
        ))}
      </div>
    </Card>
  );
}
