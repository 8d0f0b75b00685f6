import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, Modal, message, Select, Space, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalStore } from '../../../state/index.js';
import {
  APPROVALS_QUERY_KEY,
  fetchMySettings,
  refusalText,
  saveDelegate,
  saveNoticeSettings,
} from '../approvals-api.js';
import '../approvals.css';

const DAY = 'YYYY-MM-DD';
const SETTINGS_KEY = [APPROVALS_QUERY_KEY, 'mySettings'] as const;

/**
 * The approval center's "Away and notices" (issue 20): whom requests go to
 * while the person is away, between which dates (inclusive), and whether
 * their approval notices also come by e-mail.
 */
export function AwaySettingsButton() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: fetchMySettings });
  const me = useGlobalStore((state) => state.userInfo?.userId);
  const [delegateId, setDelegateId] = useState<string | undefined>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState('');
  const data = settings.data;
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const shown = (text: string) => (text.startsWith('9999') ? '…' : day.format(new Date(`${text}T00:00:00`)));

  const openDialog = () => {
    setDelegateId(data?.delegate?.id);
    setRange(
      data?.delegate
        ? [dayjs(data.from, DAY), data.to.startsWith('9999') ? null : dayjs(data.to, DAY)]
        : null,
    );
    setProblem('');
    setOpen(true);
  };
  const afterSave = (next: unknown) => {
    queryClient.setQueryData(SETTINGS_KEY, { ...data, ...(next as object) });
  };
  const save = async (ending: boolean) => {
    setSaving(true);
    setProblem('');
    try {
      afterSave(
        await saveDelegate(
          ending ? null : (delegateId ?? null),
          ending ? undefined : range?.[0]?.format(DAY),
          ending ? undefined : range?.[1]?.format(DAY),
        ),
      );
      void message.success(t('approvals.away.saved'));
      setOpen(false);
    } catch (error) {
      setProblem(refusalText(error));
    } finally {
      setSaving(false);
    }
  };

  const summary = !data?.delegate
    ? t('approvals.away.none')
    : data.delegateActive
      ? t('approvals.away.active', { name: data.delegate.name, to: shown(data.to) })
      : t('approvals.away.scheduled', {
          name: data.delegate.name,
          from: shown(data.from),
          to: shown(data.to),
        });

  return (
    <>
      <Button onClick={openDialog} disabled={!data}>
        {t('approvals.away.button')}
      </Button>
      <Modal
        title={t('approvals.away.title')}
        open={open}
        onCancel={() => setOpen(false)}
        footer={
          <Space>
            {data?.delegate && (
              <Button danger loading={saving} onClick={() => void save(true)}>
                {t('approvals.away.end')}
              </Button>
            )}
            <Button onClick={() => setOpen(false)}>{t('approvals.away.cancel')}</Button>
            <Button type="primary" loading={saving} disabled={!delegateId} onClick={() => void save(false)}>
              {t('approvals.away.save')}
            </Button>
          </Space>
        }
      >
        <Space direction="vertical" className="vela-approvals__away">
          <Typography.Paragraph type="secondary">{t('approvals.away.intro')}</Typography.Paragraph>
          <Alert type={data?.delegateActive ? 'warning' : 'info'} showIcon message={summary} />
          <Form layout="vertical">
            <Form.Item label={t('approvals.away.delegate')} htmlFor="vela-approvals-delegate">
              <Select
                id="vela-approvals-delegate"
                showSearch
                optionFilterProp="label"
                placeholder={t('approvals.away.delegatePlaceholder')}
                value={delegateId}
                onChange={setDelegateId}
                // Never oneself: the server refuses it, so the picker does not offer it.
                options={(data?.people ?? [])
                  .filter((person) => person.id !== me)
                  .map((person) => ({ value: person.id, label: person.name }))}
              />
            </Form.Item>
            <Form.Item label={t('approvals.away.dates')} extra={t('approvals.away.datesHint')}>
              <DatePicker.RangePicker
                aria-label={t('approvals.away.dates')}
                value={range}
                allowEmpty={[false, true]}
                onChange={(value) => setRange(value)}
              />
            </Form.Item>
            <Form.Item extra={t('approvals.away.emailHint')}>
              <Space>
                <Switch
                  id="vela-approvals-email"
                  checked={data?.emailNotices ?? false}
                  onChange={(checked) => {
                    void saveNoticeSettings(checked)
                      .then(afterSave)
                      .catch((error: unknown) => setProblem(refusalText(error)));
                  }}
                />
                <label htmlFor="vela-approvals-email">{t('approvals.away.email')}</label>
              </Space>
            </Form.Item>
          </Form>
          {problem && <Alert type="error" showIcon message={problem} role="alert" />}
        </Space>
      </Modal>
    </>
  );
}
