import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_TRACKED_FIELDS, mayTrackHistory } from '@vela/core';
import { Alert, Checkbox, Input, Modal, Progress, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSetupObject, reasonOf, SETUP_QUERY_KEY, setHistoryTracking } from './setup-api.js';
import './setup.css';

export interface TrackedFieldsDialogProps {
  objId: string;
  open: boolean;
  onClose: () => void;
  /** After a save: the record page reads its history again. */
  onSaved: () => void;
}

/**
 * "Choose tracked fields" from a record's History tab (issue 26 item 13): every field of the object
 * whose history can be kept, ticked when it is; at most MAX_TRACKED_FIELDS, said before the limit is
 * met and enforced by the boxes (the server refuses past it too). Saved through the setup call
 * /metadata/setFieldHistoryTracking, one field at a time, fields turned off first so a swap at the
 * limit goes through; each change is in the setup audit trail.
 */
export default function TrackedFieldsDialog({ objId, open, onClose, onSaved }: TrackedFieldsDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: [SETUP_QUERY_KEY, 'object', objId],
    queryFn: () => fetchSetupObject(objId),
    enabled: open,
  });
  const fields = useMemo(
    () =>
      (detail.data?.fields ?? [])
        .filter((field) => mayTrackHistory(field))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [detail.data],
  );
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [typed, setTyped] = useState('');
  const [saving, setSaving] = useState<{ done: number; total: number }>();
  const [refusal, setRefusal] = useState<string>();
  useEffect(() => {
    if (open && detail.data) {
      setChosen(new Set(detail.data.fields.filter((field) => field.trackHistory).map((field) => field.id)));
      setRefusal(undefined);
    }
  }, [open, detail.data]);

  const full = chosen.size >= MAX_TRACKED_FIELDS;
  const words = typed.trim().toLocaleLowerCase();
  const shown = fields.filter(
    (field) => !words || `${field.label} ${field.api}`.toLocaleLowerCase().includes(words),
  );
  const toggle = (id: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const save = async () => {
    if (!detail.data) return;
    const off = detail.data.fields.filter((field) => field.trackHistory && !chosen.has(field.id));
    const on = detail.data.fields.filter((field) => !field.trackHistory && chosen.has(field.id));
    const changes = [
      ...off.map((field) => [field.id, false] as const),
      ...on.map((field) => [field.id, true] as const),
    ];
    setRefusal(undefined);
    setSaving({ done: 0, total: changes.length });
    try {
      for (const [index, [fieldId, track]] of changes.entries()) {
        await setHistoryTracking(fieldId, track);
        setSaving({ done: index + 1, total: changes.length });
      }
      onSaved();
      onClose();
    } catch (failure) {
      setRefusal(reasonOf(failure));
    } finally {
      setSaving(undefined);
      // What was saved before a refusal is saved: the boxes show it when the dialog reads again.
      await queryClient.invalidateQueries({ queryKey: [SETUP_QUERY_KEY] });
    }
  };

  return (
    <Modal
      open={open}
      title={t('setup.tracking.title', { object: detail.data?.object.label ?? '' })}
      okText={t('setup.tracking.save')}
      cancelText={t('setup.cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      okButtonProps={{ loading: saving !== undefined, disabled: !detail.data }}
      cancelButtonProps={{ disabled: saving !== undefined }}
      width={640}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('setup.tracking.explain', { max: MAX_TRACKED_FIELDS })}
      </Typography.Paragraph>
      {detail.isError ? (
        <Alert type="error" showIcon title={reasonOf(detail.error)} />
      ) : !detail.data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <div className="vela-tracking__head">
            <Input.Search
              allowClear
              placeholder={t('setup.fields.search')}
              aria-label={t('setup.fields.search')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              style={{ maxWidth: 260 }}
            />
            <Typography.Text strong={full} data-testid="tracking-count">
              {t('setup.tracking.count', { count: chosen.size, max: MAX_TRACKED_FIELDS })}
            </Typography.Text>
          </div>
          {full && (
            <Alert
              type="warning"
              showIcon
              role="status"
              title={t('setup.tracking.full', { max: MAX_TRACKED_FIELDS })}
              style={{ marginBottom: 8 }}
            />
          )}
          <fieldset className="vela-tracking__fields" aria-label={t('setup.tracking.fields')}>
            {shown.map((field) => (
              <Checkbox
                key={field.id}
                checked={chosen.has(field.id)}
                disabled={!chosen.has(field.id) && full}
                onChange={(event) => toggle(field.id, event.target.checked)}
              >
                {field.label}
              </Checkbox>
            ))}
          </fieldset>
        </>
      )}
      {saving && saving.total > 1 && (
        <Progress
          percent={Math.round((saving.done / saving.total) * 100)}
          size="small"
          aria-label={t('setup.tracking.saving')}
        />
      )}
      {refusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('setup.tracking.notSaved')}
          description={refusal}
        />
      )}
    </Modal>
  );
}
