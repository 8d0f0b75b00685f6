import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, message, Select, Space, Spin, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LayoutEditor } from './LayoutEditor.js';
import { LayoutVersionsButton } from './LayoutVersionsButton.js';
import { draftOf, type LayoutDraft, saveBody } from './layout-draft.js';
import {
  createLayout,
  fetchObjectLayouts,
  type ObjectLayouts,
  reasonOf,
  SETUP_QUERY_KEY,
  saveLayout,
} from './setup-api.js';

/**
 * An object's page layouts: choose one (or add one as a copy), arrange it in the editor, choose its
 * related lists, and save it as a new version; the record form uses it on its next opening.
 */
export function LayoutsTab({ objId }: { objId: string }) {
  const { t } = useTranslation();
  const layouts = useQuery({
    queryKey: [SETUP_QUERY_KEY, 'layouts', objId],
    queryFn: () => fetchObjectLayouts(objId),
  });
  const [chosen, setChosen] = useState<string>();
  // Here, not in the editor: a save remounts the editor on the new version, and the toast must stay.
  const [messages, holder] = message.useMessage();
  if (layouts.error) return <Alert type="error" showIcon title={reasonOf(layouts.error)} />;
  if (!layouts.data) return <Spin />;
  const layout = layouts.data.layouts.find((candidate) => candidate.id === chosen) ?? layouts.data.layouts[0];
  return (
    <>
      {holder}
      <LayoutChooser
        data={layouts.data}
        chosen={layout?.id}
        onChoose={setChosen}
        objId={objId}
        onRestored={(from, version) => void messages.success(t('setup.layout.restored', { from, version }))}
      />
      {layout ? (
        <LayoutEditing
          key={`${layout.id}:${layout.version}`}
          data={layouts.data}
          layoutId={layout.id}
          onSaved={(version) => void messages.success(t('setup.layout.saved', { version }))}
        />
      ) : (
        <Typography.Paragraph>{t('setup.layout.none')}</Typography.Paragraph>
      )}
    </>
  );
}

function LayoutChooser({
  data,
  chosen,
  onChoose,
  objId,
  onRestored,
}: {
  data: ObjectLayouts;
  chosen: string | undefined;
  onChoose: (layoutId: string) => void;
  objId: string;
  onRestored: (from: number, version: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const current = data.layouts.find((layout) => layout.id === chosen);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const add = async () => {
    try {
      const { layoutId } = await createLayout({ objId, name, ...(chosen ? { copyFrom: chosen } : {}) });
      await queryClient.invalidateQueries({ queryKey: [SETUP_QUERY_KEY, 'layouts', objId] });
      onChoose(layoutId);
      setAdding(false);
      setName('');
    } catch (failure) {
      setError(reasonOf(failure));
    }
  };
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Select
        aria-label={t('setup.layout.choose')}
        style={{ minWidth: 240 }}
        value={chosen}
        onChange={onChoose}
        options={data.layouts.map((layout) => ({ value: layout.id, label: layout.name }))}
      />
      <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
        {t('setup.layout.new')}
      </Button>
      {current && <LayoutVersionsButton objId={objId} layout={current} onRestored={onRestored} />}
      {current && (
        <Typography.Text type="secondary">
          {current.version > 0
            ? t('setup.layout.versionInfo', {
                version: current.version,
                by: current.savedBy,
                at: date.format(new Date(current.savedAt)),
              })
            : t('setup.layout.neverSaved')}
        </Typography.Text>
      )}
      <Modal
        open={adding}
        title={t('setup.layout.new')}
        okText={t('setup.create')}
        cancelText={t('setup.cancel')}
        okButtonProps={{ disabled: !name.trim() }}
        onOk={() => void add()}
        onCancel={() => setAdding(false)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('setup.layout.name')} help={t('setup.layout.copyHint')}>
            <Input autoFocus value={name} onChange={(event) => setName(event.target.value)} />
          </Form.Item>
        </Form>
        {error && <Alert type="error" showIcon title={error} />}
      </Modal>
    </Space>
  );
}

function LayoutEditing({
  data,
  layoutId,
  onSaved,
}: {
  data: ObjectLayouts;
  layoutId: string;
  onSaved: (version: number) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const layout = data.layouts.find((candidate) => candidate.id === layoutId);
  const [draft, setDraft] = useState<LayoutDraft | undefined>(layout ? draftOf(layout) : undefined);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  if (!draft) return null;
  const save = async () => {
    setSaving(true);
    setError(undefined);
    try {
      const { version } = await saveLayout(saveBody(layoutId, draft));
      onSaved(version);
      await queryClient.invalidateQueries({ queryKey: [SETUP_QUERY_KEY, 'layouts'] });
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setSaving(false);
    }
  };
  const candidateKey = (entry: { objId: string; fieldApi: string }) => `${entry.objId}.${entry.fieldApi}`;
  return (
    <>
      <LayoutEditor draft={draft} fields={data.fields} onChange={setDraft} />
      <section className="layout-editor-related" aria-label={t('setup.layout.relatedLists')}>
        <Typography.Title level={5}>{t('setup.layout.relatedLists')}</Typography.Title>
        <Space wrap>
          <Switch
            checked={draft.relatedLists === null}
            onChange={(all) =>
              setDraft({
                ...draft,
                relatedLists: all
                  ? null
                  : data.relatedCandidates.map(({ objId, fieldApi }) => ({ objId, fieldApi })),
              })
            }
            aria-label={t('setup.layout.allRelated')}
          />
          <Typography.Text>{t('setup.layout.allRelated')}</Typography.Text>
        </Space>
        {draft.relatedLists !== null && (
          <Select
            mode="multiple"
            style={{ width: '100%', marginTop: 8 }}
            aria-label={t('setup.layout.relatedLists')}
            placeholder={t('setup.layout.noRelated')}
            value={draft.relatedLists.map(candidateKey)}
            onChange={(keys: string[]) =>
              setDraft({
                ...draft,
                relatedLists: keys.flatMap((key) => {
                  const found = data.relatedCandidates.find((candidate) => candidateKey(candidate) === key);
                  return found ? [{ objId: found.objId, fieldApi: found.fieldApi }] : [];
                }),
              })
            }
            options={data.relatedCandidates.map((candidate) => ({
              value: candidateKey(candidate),
              label: `${candidate.objectLabel} (${candidate.fieldLabel})`,
            }))}
          />
        )}
      </section>
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
      <Space style={{ marginTop: 12 }}>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {t('setup.layout.save')}
        </Button>
        <Button disabled={saving} onClick={() => layout && setDraft(draftOf(layout))}>
          {t('setup.layout.revert')}
        </Button>
      </Space>
    </>
  );
}
