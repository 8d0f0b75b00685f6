import { HistoryOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, List, Modal, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLayoutVersions, reasonOf, restoreLayoutVersion, SETUP_QUERY_KEY } from './setup-api.js';

/**
 * A layout's saved versions, newest first; restoring one saves it again as a new version (the server
 * checks it as any save), so the history only grows and the record form uses it on its next opening.
 */
export function LayoutVersionsButton({
  objId,
  layout,
  onRestored,
}: {
  objId: string;
  layout: { id: string; name: string; version: number };
  onRestored: (from: number, version: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [restoring, setRestoring] = useState<number>();
  const [error, setError] = useState<string>();
  const versions = useQuery({
    queryKey: [SETUP_QUERY_KEY, 'layoutVersions', layout.id, layout.version],
    queryFn: () => fetchLayoutVersions(layout.id),
    enabled: open,
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const restore = async (version: number) => {
    setRestoring(version);
    setError(undefined);
    try {
      const answer = await restoreLayoutVersion({ layoutId: layout.id, version });
      setOpen(false);
      onRestored(answer.restoredFrom, answer.version);
      await queryClient.invalidateQueries({ queryKey: [SETUP_QUERY_KEY, 'layouts', objId] });
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setRestoring(undefined);
    }
  };
  return (
    <>
      <Button icon={<HistoryOutlined />} disabled={layout.version === 0} onClick={() => setOpen(true)}>
        {t('setup.layout.versions')}
      </Button>
      <Modal
        open={open}
        title={t('setup.layout.versionsOf', { name: layout.name })}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {versions.error && <Alert type="error" showIcon title={reasonOf(versions.error)} />}
        {versions.isLoading && <Spin />}
        {versions.data && (
          <List
            dataSource={versions.data}
            rowKey={(entry) => String(entry.version)}
            renderItem={(entry) => (
              <List.Item
                actions={[
                  entry.version === layout.version ? (
                    <Tag key="current">{t('setup.layout.currentVersion')}</Tag>
                  ) : (
                    <Button
                      key="restore"
                      size="small"
                      loading={restoring === entry.version}
                      disabled={restoring !== undefined}
                      aria-label={`${t('setup.layout.restore')} ${entry.version}`}
                      onClick={() => void restore(entry.version)}
                    >
                      {t('setup.layout.restore')}
                    </Button>
                  ),
                ]}
              >
                {t('setup.layout.versionRow', {
                  version: entry.version,
                  by: entry.savedBy,
                  at: date.format(new Date(entry.savedAt)),
                })}
              </List.Item>
            )}
          />
        )}
        {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
      </Modal>
    </>
  );
}
