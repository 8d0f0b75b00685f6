import { DownloadOutlined, QrcodeOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Modal, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  deleteForm,
  downloadFormInfo,
  downloadSharePhoto,
  downloadSubmissions,
  formPaths,
  loadForm,
  MARKETING_FORMS_QUERY_KEY,
  publicUrlOf,
} from './marketing-forms-api.js';
import { StatusTag } from './StatusTag.js';
import { SubmissionsTable } from './SubmissionsTable.js';
import { useFormActions } from './useFormActions.js';

/**
 * `/marketForm/detailForm?id=`: a form's state and public link, what can be done with it (publish, preview,
 * edit, delete, the QR code, the definition and the submissions as files), and its latest submissions.
 */
export default function FormDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useSearchParams()[0].get('id') ?? '';
  const form = useQuery({ queryKey: [MARKETING_FORMS_QUERY_KEY, 'form', id], queryFn: () => loadForm(id) });
  const actions = useFormActions();
  if (form.isError) return <Alert type="error" showIcon message={t('marketingForms.detail.missing')} />;
  if (!form.data) return <Spin />;
  const data = form.data;
  const published = data.status === 'published';
  const link = publicUrlOf(data.publicPath);
  const base = data.name.replace(/[\\/:*?"<>|]/g, '_');
  const confirmDelete = () =>
    Modal.confirm({
      title: t('marketingForms.detail.delete'),
      content: t('marketingForms.detail.deleteConfirm'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await deleteForm(id);
        await queryClient.invalidateQueries({ queryKey: [MARKETING_FORMS_QUERY_KEY] });
        navigate(formPaths.list);
      },
    });
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Card
        title={<h1 className="ant-card-head-title">{data.name}</h1>}
        extra={
          <Space wrap>
            <Button
              type={published ? 'default' : 'primary'}
              loading={actions.busy === 'publish'}
              onClick={() => void actions.publish(id, !published)}
            >
              {t(published ? 'marketingForms.detail.unpublish' : 'marketingForms.detail.publish')}
            </Button>
            <Button onClick={() => navigate(formPaths.preview(id))}>
              {t('marketingForms.detail.preview')}
            </Button>
            <Button onClick={() => navigate(formPaths.builder({ id }))}>
              {t('marketingForms.detail.edit')}
            </Button>
            <Button danger onClick={confirmDelete}>
              {t('marketingForms.detail.delete')}
            </Button>
          </Space>
        }
      >
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('marketingForms.col.status')}>
            <StatusTag status={data.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('marketingForms.detail.publicLink')}>
            {published ? (
              <Typography.Link href={link} target="_blank" copyable={{ text: link }}>
                {link}
              </Typography.Link>
            ) : (
              t('marketingForms.detail.draftNote')
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('marketingForms.col.owner')}>{data.ownerName}</Descriptions.Item>
          <Descriptions.Item label={t('marketingForms.col.submissions')}>
            {data.submissionCount}
          </Descriptions.Item>
        </Descriptions>
        <Space wrap style={{ marginTop: 16 }}>
          <Button
            icon={<QrcodeOutlined />}
            loading={actions.busy === 'qr'}
            onClick={() => void actions.download('qr', () => downloadSharePhoto(id), `${base}-qr.png`)}
          >
            {t('marketingForms.detail.qr')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            loading={actions.busy === 'info'}
            onClick={() => void actions.download('info', () => downloadFormInfo(id), `${base}-form.json`)}
          >
            {t('marketingForms.detail.exportInfo')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            loading={actions.busy === 'csv'}
            onClick={() =>
              void actions.download('csv', () => downloadSubmissions(id, 'csv'), `${base}-submissions.csv`)
            }
          >
            {t('marketingForms.detail.exportCsv')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            loading={actions.busy === 'xlsx'}
            onClick={() =>
              void actions.download('xlsx', () => downloadSubmissions(id, 'xlsx'), `${base}-submissions.xlsx`)
            }
          >
            {t('marketingForms.detail.exportXlsx')}
          </Button>
        </Space>
      </Card>
      <Card
        title={<h2 className="ant-card-head-title">{t('marketingForms.col.submissions')}</h2>}
        extra={<Link to={formPaths.submissions(id)}>{t('marketingForms.detail.allSubmissions')}</Link>}
      >
        <SubmissionsTable form={data} pageSize={10} />
      </Card>
    </Space>
  );
}
