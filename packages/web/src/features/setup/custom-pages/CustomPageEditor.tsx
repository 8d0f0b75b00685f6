import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { type CustomPageComponent, MAX_CUSTOM_PAGE_COMPONENTS } from '@vela/core';
import { Alert, Button, Card, Input, Select, Space, Spin, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSetupObjects, reasonOf, SETUP_QUERY_KEY } from '../setup-api.js';
import { CUSTOM_PAGES_QUERY_KEY, fetchCustomPageForEdit, saveCustomPage } from './custom-page-manager-api.js';
import { moved, NEW_COMPONENT, removed, replaced } from './page-draft.js';

interface EditorProps {
  /** null: a new page. */
  pageId: string | null;
  isDefault: boolean;
  onDone: () => Promise<void>;
}

/** Loads the page as users see it, then edits it. */
export function CustomPageEditor(props: EditorProps) {
  const { t } = useTranslation();
  const stored = useQuery({
    queryKey: [CUSTOM_PAGES_QUERY_KEY, 'page', props.pageId],
    queryFn: () => fetchCustomPageForEdit(props.pageId ?? ''),
    enabled: props.pageId !== null,
    gcTime: 0,
  });
  if (props.pageId !== null && stored.isError)
    return <Alert type="error" showIcon title={reasonOf(stored.error)} />;
  if (props.pageId !== null && !stored.data) return <Spin aria-label={t('setup.customPages.loading')} />;
  return (
    <PageForm
      {...props}
      name={stored.data?.name ?? ''}
      components={stored.data?.components ?? [NEW_COMPONENT.richText]}
    />
  );
}

function PageForm(props: EditorProps & { name: string; components: CustomPageComponent[] }) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.name);
  const [isDefault, setIsDefault] = useState(props.isDefault);
  const [components, setComponents] = useState<CustomPageComponent[]>(props.components);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const objects = useQuery({ queryKey: [SETUP_QUERY_KEY, 'objects'], queryFn: fetchSetupObjects });

  const add = (kind: CustomPageComponent['kind']) => setComponents((all) => [...all, NEW_COMPONENT[kind]]);
  const full = components.length >= MAX_CUSTOM_PAGE_COMPONENTS;

  // The server refuses these too; said here first so the administrator sees which component, in words.
  const problem = (): string | undefined => {
    if (!name.trim()) return t('setup.customPages.nameRequired');
    const at = components.findIndex(
      (component) =>
        (component.kind === 'listView' && !component.objectApi) ||
        (component.kind === 'recordDetail' && !component.recordId.trim()) ||
        (component.kind === 'richText' && component.blocks.every((block) => !block.text.trim())),
    );
    return at >= 0 ? t('setup.customPages.incomplete', { number: at + 1 }) : undefined;
  };

  const save = async () => {
    const found = problem();
    setError(found);
    if (found) return;
    setSaving(true);
    try {
      await saveCustomPage({
        ...(props.pageId ? { id: props.pageId } : {}),
        name,
        isDefault,
        components: components.map((component) =>
          component.kind === 'richText'
            ? { ...component, blocks: component.blocks.filter((block) => block.text.trim()) }
            : component.kind === 'recordDetail'
              ? { ...component, recordId: component.recordId.trim() }
              : component,
        ),
      });
      await props.onDone();
    } catch (failure) {
      setError(reasonOf(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <div className="vela-setup-field">
        <label htmlFor="vela-custom-page-name">{t('setup.customPages.name')}</label>
        <Input
          id="vela-custom-page-name"
          value={name}
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <Space>
        <Switch
          checked={isDefault}
          onChange={setIsDefault}
          aria-label={t('setup.customPages.makeDefault')}
          id="vela-custom-page-default"
        />
        <label htmlFor="vela-custom-page-default">{t('setup.customPages.makeDefault')}</label>
      </Space>
      {components.map((component, index) => (
        <Card
          // biome-ignore lint/suspicious/noArrayIndexKey: components have no id; the position is their identity
          key={index}
          size="small"
          title={t('setup.customPages.componentTitle', {
            number: index + 1,
            kind: t(`setup.customPages.kind.${component.kind}`),
          })}
          extra={
            <Space size={4}>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('setup.customPages.moveUp', { number: index + 1 })}
                disabled={index === 0}
                onClick={() => setComponents((all) => moved(all, index, -1))}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('setup.customPages.moveDown', { number: index + 1 })}
                disabled={index === components.length - 1}
                onClick={() => setComponents((all) => moved(all, index, 1))}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('setup.customPages.remove', { number: index + 1 })}
                onClick={() => setComponents((all) => removed(all, index))}
              />
            </Space>
          }
        >
          <ComponentFields
            component={component}
            number={index + 1}
            objects={(objects.data ?? []).map((object) => ({ value: object.api, label: object.plural }))}
            onChange={(next) => setComponents((all) => replaced(all, index, next))}
          />
        </Card>
      ))}
      <Space wrap>
        <Button disabled={full} onClick={() => add('richText')}>
          {t('setup.customPages.addText')}
        </Button>
        <Button disabled={full} onClick={() => add('listView')}>
          {t('setup.customPages.addList')}
        </Button>
        <Button disabled={full} onClick={() => add('recordDetail')}>
          {t('setup.customPages.addRecord')}
        </Button>
      </Space>
      {error && <Alert type="error" showIcon title={error} />}
      <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
        <Button type="primary" loading={saving} onClick={save}>
          {t('setup.customPages.save')}
        </Button>
      </Space>
    </Space>
  );
}

function ComponentFields(props: {
  component: CustomPageComponent;
  number: number;
  objects: { value: string; label: string }[];
  onChange: (component: CustomPageComponent) => void;
}) {
  const { t } = useTranslation();
  const { component, number } = props;
  if (component.kind === 'listView')
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Select
          showSearch
          optionFilterProp="label"
          style={{ width: '100%' }}
          aria-label={t('setup.customPages.object', { number })}
          placeholder={t('setup.customPages.chooseObject')}
          value={component.objectApi || undefined}
          options={props.objects}
          onChange={(objectApi: string) =>
            // The server fills the object's id and prefix from its API name.
            props.onChange({ kind: 'listView', objectApi, objId: objectApi.toLowerCase(), prefix: '000' })
          }
        />
        <Input
          aria-label={t('setup.customPages.viewId', { number })}
          placeholder={t('setup.customPages.viewIdHint')}
          value={component.viewId ?? ''}
          maxLength={64}
          onChange={(event) => {
            const { viewId: _dropped, ...rest } = component;
            props.onChange(event.target.value ? { ...rest, viewId: event.target.value } : rest);
          }}
        />
      </Space>
    );
  if (component.kind === 'recordDetail')
    return (
      <Input
        aria-label={t('setup.customPages.recordId', { number })}
        placeholder={t('setup.customPages.recordIdHint')}
        value={component.recordId}
        maxLength={40}
        onChange={(event) => props.onChange({ kind: 'recordDetail', recordId: event.target.value })}
      />
    );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {component.blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id; the position is their identity
        <Space.Compact key={index} style={{ width: '100%' }}>
          <Select
            style={{ width: 140 }}
            aria-label={t('setup.customPages.blockStyle', { number: index + 1 })}
            value={block.style}
            options={[
              { value: 'heading', label: t('setup.customPages.heading') },
              { value: 'paragraph', label: t('setup.customPages.paragraph') },
            ]}
            onChange={(style: 'heading' | 'paragraph') =>
              props.onChange({ ...component, blocks: replaced(component.blocks, index, { ...block, style }) })
            }
          />
          <Input.TextArea
            autoSize={{ minRows: 1, maxRows: 6 }}
            maxLength={4000}
            aria-label={t('setup.customPages.blockText', { number: index + 1 })}
            value={block.text}
            onChange={(event) =>
              props.onChange({
                ...component,
                blocks: replaced(component.blocks, index, { ...block, text: event.target.value }),
              })
            }
          />
        </Space.Compact>
      ))}
      <Button
        type="link"
        style={{ padding: 0, alignSelf: 'flex-start' }}
        onClick={() =>
          props.onChange({ ...component, blocks: [...component.blocks, { style: 'paragraph', text: '' }] })
        }
      >
        {t('setup.customPages.addParagraph')}
      </Button>
    </Space>
  );
}
