import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FoundRecord, mayAdministerAccess } from '@vela/core';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Input,
  List,
  Modal,
  message,
  Select,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/index.js';
import { useGlobalStore } from '../../state/index.js';
import { recordDetailPath } from '../field-widgets/index.js';
import { searchEverywhere } from '../global-search/index.js';
import { FilePreview } from './FilePreview.js';
import {
  bindFile,
  deleteFile,
  downloadFileBlob,
  FILE_CENTRE_QUERY_KEY,
  type FileDetail,
  fetchFileDetail,
  fetchSharePrincipals,
  fileListPath,
  readableSize,
  restoreVersion,
  saveBlob,
  shareFile,
  unbindFile,
  unshareFile,
} from './file-centre-api.js';
import { UploadZone } from './UploadZone.js';
import './file-centre.css';

/** ccFileCenter/fileDetail?id= (S1-R-095): preview, versions, sharing and records of one file. */
export default function FileDetailPage() {
  const { t, i18n } = useTranslation();
  const [messages, messageHolder] = message.useMessage();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const profileId = useGlobalStore((state) => state.userInfo?.profileId ?? '');
  const [deleting, setDeleting] = useState<'asking' | 'working' | null>(null);
  const [deleteProblem, setDeleteProblem] = useState('');
  const id = params.get('id') ?? '';
  const detailKey = [FILE_CENTRE_QUERY_KEY, 'detail', id];
  const detail = useQuery({
    queryKey: detailKey,
    queryFn: () => fetchFileDetail(id),
    enabled: id !== '',
    retry: false,
  });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const changed = async (next?: FileDetail) => {
    if (next) queryClient.setQueryData(detailKey, next);
    await queryClient.invalidateQueries({ queryKey: [FILE_CENTRE_QUERY_KEY] });
  };

  if (detail.isPending && id !== '') return <Skeleton active className="vela-file-centre" />;
  if (!detail.data)
    return (
      <main className="vela-file-centre">
        <Alert type="error" showIcon message={t('fileCentre.notFound')} />
        <Link to={fileListPath()}>{t('fileCentre.back')}</Link>
      </main>
    );
  const { file, versions, limits } = detail.data;
  const canEdit = file.access !== 'view';
  // The server decides (its owner, or an administrator); the button is only offered to them.
  const canDelete = file.access === 'owner' || mayAdministerAccess(profileId);

  const remove = async () => {
    setDeleting('working');
    setDeleteProblem('');
    try {
      await deleteFile(file.id);
      queryClient.removeQueries({ queryKey: detailKey });
      await queryClient.invalidateQueries({ queryKey: [FILE_CENTRE_QUERY_KEY] });
      void messages.success(t('fileCentre.deleted', { name: file.name }));
      navigate(fileListPath());
    } catch (error) {
      setDeleteProblem(
        t('fileCentre.deleteFailed', {
          name: file.name,
          reason: isApiError(error) ? error.message : String(error),
        }),
      );
      setDeleting('asking');
    }
  };

  const download = async (version?: number) => {
    const chosen = versions.find((entry) => entry.version === version);
    saveBlob(await downloadFileBlob(file.id, version), chosen?.name ?? file.name);
  };

  return (
    <main className="vela-file-centre" aria-label={file.name}>
      {messageHolder}
      <Card
        title={
          <Typography.Title level={3} className="vela-file-centre__title">
            {file.name}
          </Typography.Title>
        }
        extra={
          <Space wrap>
            <Link to={fileListPath()}>{t('fileCentre.back')}</Link>
            <Button icon={<DownloadOutlined />} onClick={() => void download()}>
              {t('fileCentre.download')}
            </Button>
            {canDelete && (
              <Button danger icon={<DeleteOutlined />} onClick={() => setDeleting('asking')}>
                {t('fileCentre.delete')}
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('fileCentre.column.size')}>
            {readableSize(file.size, i18n.language)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fileCentre.column.version')}>{file.version}</Descriptions.Item>
          <Descriptions.Item label={t('fileCentre.column.owner')}>{file.ownerName}</Descriptions.Item>
          <Descriptions.Item label={t('fileCentre.column.access')}>
            {t(`fileCentre.access.${file.access}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fileCentre.column.updated')}>
            {dateFormat.format(new Date(file.updatedAt))}
          </Descriptions.Item>
          <Descriptions.Item label="MIME">{file.type}</Descriptions.Item>
        </Descriptions>
        {canEdit && (
          <UploadZone
            compact
            limits={limits}
            versionOf={file.id}
            onUploaded={async () => {
              await changed();
              await detail.refetch();
            }}
          />
        )}
      </Card>
      <div className="vela-file-centre__grid">
        <Card title={t('fileCentre.preview')}>
          <FilePreview id={file.id} type={file.type} name={file.name} version={file.version} />
        </Card>
        <div className="vela-file-centre__side">
          <SharingCard detail={detail.data} canEdit={canEdit} onChanged={changed} />
          <RecordsCard
            detail={detail.data}
            onChanged={changed}
            notify={(text) => void messages.success(text)}
          />
        </div>
      </div>
      <Modal
        open={deleting !== null}
        title={t('fileCentre.deleteTitle', { name: file.name })}
        okText={t('fileCentre.delete')}
        okButtonProps={{ danger: true }}
        cancelText={t('common.cancel')}
        confirmLoading={deleting === 'working'}
        onOk={() => void remove()}
        onCancel={() => {
          setDeleting(null);
          setDeleteProblem('');
        }}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('fileCentre.deleteBody')}</Typography.Paragraph>
        {deleteProblem && <Alert type="error" showIcon message={deleteProblem} />}
      </Modal>
      <Card title={t('fileCentre.versions')} className="vela-file-centre__versions">
        <Table
          rowKey="version"
          size="small"
          pagination={false}
          dataSource={versions}
          columns={[
            {
              title: t('fileCentre.column.version'),
              dataIndex: 'version',
              render: (version: number, entry) => (
                <Space size={4} wrap>
                  {t('fileCentre.version', { version })}
                  {version === file.version && <Tag color="blue">{t('fileCentre.current')}</Tag>}
                  {entry.restoredFrom !== null && (
                    <Typography.Text type="secondary">
                      {t('fileCentre.restoredFrom', { version: entry.restoredFrom })}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            { title: t('fileCentre.column.name'), dataIndex: 'name' },
            {
              title: t('fileCentre.column.size'),
              dataIndex: 'size',
              render: (size: number) => readableSize(size, i18n.language),
            },
            { title: t('fileCentre.uploadedBy'), dataIndex: 'uploadedByName' },
            {
              title: t('fileCentre.uploadedAt'),
              dataIndex: 'uploadedAt',
              render: (at: string) => dateFormat.format(new Date(at)),
            },
            {
              title: '',
              key: 'actions',
              render: (_value, entry) => (
                <Space>
                  <Button size="small" onClick={() => void download(entry.version)}>
                    {t('fileCentre.download')}
                  </Button>
                  {canEdit && entry.version !== file.version && (
                    <Button
                      size="small"
                      onClick={async () => {
                        await changed(await restoreVersion(file.id, entry.version));
                        void messages.success(t('fileCentre.restored', { version: entry.version }));
                      }}
                    >
                      {t('fileCentre.restore')}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </main>
  );
}

function SharingCard(props: {
  detail: FileDetail;
  canEdit: boolean;
  onChanged: (next: FileDetail) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { file, shares } = props.detail;
  const [who, setWho] = useState<string | undefined>();
  const [level, setLevel] = useState<'view' | 'edit'>('view');
  const principals = useQuery({
    queryKey: [FILE_CENTRE_QUERY_KEY, 'principals'],
    queryFn: fetchSharePrincipals,
    enabled: props.canEdit,
  });
  const options = (principals.data ?? [])
    .filter((principal) => principal.id !== file.ownerId)
    .map((principal) => ({
      value: `${principal.kind}:${principal.id}`,
      label: `${principal.name} (${principal.kind === 'user' ? t('fileCentre.user') : t('fileCentre.group')})`,
    }));

  const share = async () => {
    if (!who) return;
    const [kind, ...rest] = who.split(':');
    await props.onChanged(
      await shareFile(file.id, kind === 'group' ? 'group' : 'user', rest.join(':'), level),
    );
    setWho(undefined);
  };

  return (
    <Card title={t('fileCentre.sharing')} size="small">
      <List
        size="small"
        dataSource={shares}
        locale={{ emptyText: t('fileCentre.notShared') }}
        renderItem={(share) => (
          <List.Item
            actions={
              props.canEdit
                ? [
                    <Button
                      key="remove"
                      size="small"
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('fileCentre.unshare', { name: share.name })}
                      onClick={async () =>
                        props.onChanged(await unshareFile(file.id, share.principalKind, share.principalId))
                      }
                    />,
                  ]
                : []
            }
          >
            <Space size={4} wrap>
              <span>{share.name}</span>
              <Tag>{share.principalKind === 'user' ? t('fileCentre.user') : t('fileCentre.group')}</Tag>
              <Tag color={share.level === 'edit' ? 'orange' : 'default'}>
                {t(`fileCentre.level.${share.level}`)}
              </Tag>
            </Space>
          </List.Item>
        )}
      />
      {props.canEdit && (
        <Space wrap className="vela-file-centre__share-form">
          <Select
            showSearch
            optionFilterProp="label"
            aria-label={t('fileCentre.shareWith')}
            placeholder={t('fileCentre.chooseWho')}
            style={{ minWidth: 220 }}
            value={who}
            onChange={setWho}
            options={options}
          />
          <Select
            aria-label={t('fileCentre.level')}
            value={level}
            onChange={setLevel}
            options={[
              { value: 'view', label: t('fileCentre.level.view') },
              { value: 'edit', label: t('fileCentre.level.edit') },
            ]}
          />
          <Button type="primary" disabled={!who} onClick={() => void share()}>
            {t('fileCentre.share')}
          </Button>
        </Space>
      )}
    </Card>
  );
}

function RecordsCard(props: {
  detail: FileDetail;
  onChanged: (next: FileDetail) => Promise<void>;
  notify: (text: string) => void;
}) {
  const { t } = useTranslation();
  const { file } = props.detail;
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['fileCentreBindSearch', keyword],
    queryFn: () => searchEverywhere(keyword, 'all'),
    enabled: keyword.trim() !== '',
  });
  const candidates: Array<FoundRecord & { label: string }> = (found.data?.groups ?? []).flatMap((group) =>
    group.records.map((record) => ({ ...record, label: group.label })),
  );

  return (
    <Card title={t('fileCentre.records')} size="small">
      <List
        size="small"
        dataSource={file.records}
        locale={{ emptyText: t('fileCentre.notBound') }}
        renderItem={(record) => (
          <List.Item
            actions={[
              <Button
                key="unbind"
                size="small"
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('fileCentre.unbind', { name: record.name })}
                onClick={async () => props.onChanged(await unbindFile(file.id, record.recordId))}
              />,
            ]}
          >
            <Link to={recordDetailPath(record.recordId)}>{`${record.objectLabel}: ${record.name}`}</Link>
          </List.Item>
        )}
      />
      <Input.Search
        allowClear
        aria-label={t('fileCentre.bindSearch')}
        placeholder={t('fileCentre.bindSearch')}
        onSearch={setKeyword}
      />
      {keyword.trim() !== '' && (
        <List
          size="small"
          loading={found.isFetching}
          dataSource={candidates}
          locale={{ emptyText: t('fileCentre.noMatches') }}
          renderItem={(record) => (
            <List.Item
              actions={[
                <Button
                  key="bind"
                  size="small"
                  onClick={async () => {
                    await props.onChanged(await bindFile(file.id, record.id));
                    props.notify(t('fileCentre.bound', { name: record.name }));
                    setKeyword('');
                  }}
                >
                  {t('fileCentre.bind')}
                </Button>,
              ]}
            >
              {`${record.label}: ${record.name}`}
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
