import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function StatusTag({ status }: { status: 'draft' | 'published' }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === 'published' ? 'green' : 'default'}>
      {t(status === 'published' ? 'marketingForms.status.published' : 'marketingForms.status.draft')}
    </Tag>
  );
}
