import { Alert, Checkbox, Form, Input, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalStore } from '../../state/index.js';

export interface DashboardSettings {
  name: string;
  folder: string;
  isPublic: boolean;
  runningUserId: string | null;
}

/**
 * A dashboard's name, folder, sharing and running user. Only an administrator may fix the running user
 * (to themselves): every viewer then sees what that user may read.
 */
export function SettingsDialog(props: {
  open: boolean;
  title: string;
  initial: DashboardSettings;
  /** The server's refusal, shown in place. */
  error: string | null;
  mayChooseRunningUser: boolean;
  /** Sharing with the whole organisation is its owner's or an administrator's (an editor's share cannot widen itself). */
  mayShare?: boolean;
  onSave: (settings: DashboardSettings) => void;
  onClose: () => void;
}) {
  const { open, title, initial, error, mayChooseRunningUser, mayShare = true, onSave, onClose } = props;
  const { t } = useTranslation();
  const me = useGlobalStore((state) => state.userInfo);
  const [draft, setDraft] = useState(initial);
  useEffect(() => {
    if (open) setDraft(initial);
  }, [open, initial]);
  const fixed = draft.runningUserId !== null;
  return (
    <Modal
      open={open}
      title={title}
      okText={t('dashboards.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: draft.name.trim() === '' }}
      onOk={() => onSave(draft)}
      onCancel={onClose}
    >
      {error && <Alert type="error" showIcon title={error} className="vela-dashboard__error" />}
      <Form layout="vertical">
        <Form.Item label={t('dashboards.name')} htmlFor="vela-dashboard-name" required>
          <Input
            id="vela-dashboard-name"
            value={draft.name}
            maxLength={80}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('dashboards.folder')} htmlFor="vela-dashboard-folder">
          <Input
            id="vela-dashboard-folder"
            value={draft.folder}
            maxLength={80}
            onChange={(event) => setDraft({ ...draft, folder: event.target.value })}
          />
        </Form.Item>
        <Checkbox
          disabled={!mayShare}
          checked={draft.isPublic}
          onChange={(event) => setDraft({ ...draft, isPublic: event.target.checked })}
        >
          {t('dashboards.shared')}
        </Checkbox>
        {(mayChooseRunningUser || fixed) && (
          <Form.Item label={t('dashboards.runningUser')} className="vela-dashboard__running">
            <Radio.Group
              disabled={!mayChooseRunningUser}
              value={fixed ? 'fixed' : 'viewer'}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  runningUserId:
                    event.target.value === 'fixed' ? (initial.runningUserId ?? me?.userId ?? null) : null,
                })
              }
              options={[
                { value: 'viewer', label: t('dashboards.runAsViewer') },
                { value: 'fixed', label: t('dashboards.runAsMe') },
              ]}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
