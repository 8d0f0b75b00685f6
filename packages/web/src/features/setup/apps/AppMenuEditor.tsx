import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { AppMenuKind } from '@vela/core';
import { Button, Checkbox, Input, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureKeyName } from '../../../i18n/feature-messages/en.js';
import { LabelsEditor } from '../LabelsEditor.js';
import {
  addItem,
  blankItem,
  changeItem,
  type DraftChild,
  type DraftItem,
  dropItem,
  moveItem,
  type Place,
  removeItem,
  setLaunchTab,
} from './app-menu-draft.js';

/** The standard tabs an administrator adds here (each named in the 16 languages); others stay as configured. */
export const OFFERED_STANDARD_TABS = [
  'homePage',
  'report',
  'dashboard',
  'calendar',
  'mail',
  'fileCenter',
  'approvalCenter',
  'forecast',
  'knowledge',
  'clientPoolLead',
  'clientPoolAccount',
] as const;
const tabKey = (id: string) => `setup.apps.tab.${id}` as FeatureKeyName;

const ADDABLE: AppMenuKind[] = ['object', 'standard', 'customPage', 'web', 'group'];
const kindKey = (kind: AppMenuKind) => `setup.apps.kind.${kind}` as FeatureKeyName;

export interface MenuChoices {
  objects: ReadonlyArray<{ api: string; label: string; plural: string }>;
  customPages: ReadonlyArray<{ id: string; name: string }>;
}

/**
 * The navigation items of one app (issue 18): rename, translate, choose how an object tab opens, move
 * up and down with buttons (keyboard) or by dragging a row onto another of its level (mouse), mark
 * fixed tabs and the one the app opens first, remove, and add an object tab, a standard tab, a custom
 * page, a web link or a group. Changes stay in the draft until the page saves them.
 */
export function AppMenuEditor(props: {
  items: DraftItem[];
  onChange: (items: DraftItem[]) => void;
  choices: MenuChoices;
  invalid?: Place | undefined;
}) {
  const { t } = useTranslation();
  const { items, onChange } = props;
  const same = (a: Place, b: Place | undefined) => Boolean(b) && a.join('.') === b?.join('.');
  // The row being dragged; a drop on a row of the same level moves it there (native drag and drop).
  const [dragged, setDragged] = useState<Place>();

  const row = (item: DraftChild, place: Place, count: number) => {
    const position = place[place.length - 1] ?? 0;
    const name = item.name || t('setup.apps.unnamed');
    return (
      <li
        key={item.key}
        className="vela-app-menu-row"
        data-testid={`menu-row-${place.join('-')}`}
        aria-invalid={same(place, props.invalid) || undefined}
        draggable
        onDragStart={(event) => {
          event.stopPropagation();
          event.dataTransfer.effectAllowed = 'move';
          setDragged(place);
        }}
        onDragOver={(event) => {
          if (dragged && dragged.length === place.length) event.preventDefault();
        }}
        onDrop={(event) => {
          event.preventDefault();
          event.stopPropagation();
          if (dragged) onChange(dropItem(items, dragged, place));
          setDragged(undefined);
        }}
        onDragEnd={() => setDragged(undefined)}
        style={{
          listStyle: 'none',
          padding: 8,
          marginBottom: 6,
          border: `1px solid ${same(place, props.invalid) ? '#d4380d' : '#e5e7eb'}`,
          borderRadius: 6,
          marginLeft: place.length === 2 ? 32 : 0,
        }}
      >
        <Space wrap align="start">
          <HolderOutlined
            aria-hidden
            title={t('setup.apps.dragHandle')}
            style={{ cursor: 'grab', color: '#6b7280', paddingTop: 8 }}
          />
          <Input
            aria-label={t('setup.apps.labelOf', { name })}
            value={item.name}
            status={item.name.trim() ? undefined : 'error'}
            onChange={(event) => onChange(changeItem(items, place, { name: event.target.value }))}
            style={{ width: 220 }}
          />
          <Tag>{t(kindKey(item.kind))}</Tag>
          <Typography.Text type="secondary">{targetText(item)}</Typography.Text>
          {item.kind === 'object' && (
            <>
              <Select
                aria-label={t('setup.apps.viewOf', { name })}
                value={item.layoutType}
                style={{ width: 140 }}
                onChange={(layoutType) => onChange(changeItem(items, place, { layoutType }))}
                options={[
                  { value: 'list', label: t('setup.apps.view.list') },
                  { value: 'Kanban', label: t('setup.apps.view.Kanban') },
                  { value: 'splitscreen', label: t('setup.apps.view.splitscreen') },
                ]}
              />
              <Select
                aria-label={t('setup.apps.opensOf', { name })}
                value={item.openPlace}
                style={{ width: 200 }}
                onChange={(openPlace) => onChange(changeItem(items, place, { openPlace }))}
                options={(['', 'tab', 'dialog', 'menu1', 'menu2'] as const).map((value) => ({
                  value,
                  label: t(`setup.apps.open.${value || 'default'}` as FeatureKeyName),
                }))}
              />
              <Checkbox
                checked={item.openMode === 'blank'}
                onChange={(event) =>
                  onChange(changeItem(items, place, { openMode: event.target.checked ? 'blank' : '' }))
                }
              >
                {t('setup.apps.newBrowserTab')}
              </Checkbox>
            </>
          )}
          {item.kind !== 'group' && (
            <>
              <Checkbox
                aria-label={t('setup.apps.fixedOf', { name })}
                checked={item.isfixed}
                onChange={(event) => onChange(changeItem(items, place, { isfixed: event.target.checked }))}
              >
                {t('setup.apps.fixed')}
              </Checkbox>
              <Checkbox
                aria-label={t('setup.apps.launchOf', { name })}
                checked={item.isDefaultLaunchTab}
                onChange={(event) => onChange(setLaunchTab(items, place, event.target.checked))}
              >
                {t('setup.apps.launch')}
              </Checkbox>
            </>
          )}
          <Button
            icon={<ArrowUpOutlined />}
            aria-label={t('setup.apps.moveUp', { name })}
            disabled={position === 0}
            onClick={() => onChange(moveItem(items, place, -1))}
          />
          <Button
            icon={<ArrowDownOutlined />}
            aria-label={t('setup.apps.moveDown', { name })}
            disabled={position === count - 1}
            onClick={() => onChange(moveItem(items, place, 1))}
          />
          <Button
            danger
            icon={<DeleteOutlined />}
            aria-label={t('setup.apps.remove', { name })}
            onClick={() => onChange(removeItem(items, place))}
          />
        </Space>
        <div style={{ maxWidth: 520, marginTop: 6 }}>
          <LabelsEditor
            idPrefix={`menu-${item.key}`}
            value={item.labels}
            onChange={(labels) => onChange(changeItem(items, place, { labels }))}
          />
        </div>
      </li>
    );
  };

  const targetText = (item: DraftChild): string => {
    switch (item.kind) {
      case 'object':
        return (
          props.choices.objects.find((one) => one.api.toLowerCase() === item.objectApi.toLowerCase())
            ?.plural ?? item.objectApi
        );
      case 'standard':
        return (OFFERED_STANDARD_TABS as readonly string[]).includes(item.standardTabId)
          ? t(tabKey(item.standardTabId))
          : item.standardTabId;
      case 'customPage':
        return (
          props.choices.customPages.find((page) => page.id === item.customPageId)?.name ?? item.customPageId
        );
      case 'web':
        return item.url;
      default:
        return '';
    }
  };

  return (
    <div>
      {items.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('setup.apps.empty')}</Typography.Paragraph>
      ) : (
        <ol aria-label={t('setup.apps.menu')} style={{ padding: 0 }}>
          {items.map((item, index) => (
            <div key={item.key}>
              {row(item, [index], items.length)}
              {item.children.length > 0 && (
                <ol aria-label={item.name} style={{ padding: 0 }}>
                  {item.children.map((child, childIndex) =>
                    row(child, [index, childIndex], item.children.length),
                  )}
                </ol>
              )}
            </div>
          ))}
        </ol>
      )}
      <AddItemForm items={items} onAdd={onChange} choices={props.choices} />
    </div>
  );
}

function AddItemForm(props: {
  items: DraftItem[];
  onAdd: (items: DraftItem[]) => void;
  choices: MenuChoices;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<AppMenuKind>('object');
  const [target, setTarget] = useState<string>();
  const [name, setName] = useState('');
  const [group, setGroup] = useState<number>(-1);
  const groups = props.items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.kind === 'group');

  const targetOptions =
    kind === 'object'
      ? props.choices.objects.map((object) => ({
          value: object.api,
          label: `${object.plural} (${object.api})`,
        }))
      : kind === 'standard'
        ? OFFERED_STANDARD_TABS.map((id) => ({ value: id, label: t(tabKey(id)) }))
        : kind === 'customPage'
          ? props.choices.customPages.map((page) => ({ value: page.id, label: page.name }))
          : [];
  const chooseTarget = (value: string) => {
    setTarget(value);
    // The label starts as what the target is called; the administrator may change it.
    if (!name.trim())
      setName(targetOptions.find((option) => option.value === value)?.label.replace(/ \(.*\)$/, '') ?? '');
  };
  const ready = name.trim() !== '' && (kind === 'group' || Boolean(target?.trim()));
  const add = () => {
    const value = target?.trim() ?? '';
    const item = blankItem({
      kind,
      name: name.trim(),
      objectApi: kind === 'object' ? value : '',
      standardTabId: kind === 'standard' ? value : '',
      customPageId: kind === 'customPage' ? value : '',
      url: kind === 'web' ? value : '',
    });
    props.onAdd(addItem(props.items, item, kind === 'group' || group < 0 ? undefined : group));
    setTarget(undefined);
    setName('');
  };

  return (
    <fieldset style={{ border: '1px dashed #d1d5db', borderRadius: 6, padding: 12, marginTop: 12 }}>
      <legend style={{ fontSize: 14, width: 'auto', padding: '0 4px', margin: 0, border: 0 }}>
        {t('setup.apps.add')}
      </legend>
      <Space wrap>
        <Select
          aria-label={t('setup.apps.addKind')}
          value={kind}
          style={{ width: 170 }}
          onChange={(value) => {
            setKind(value);
            setTarget(undefined);
          }}
          options={ADDABLE.map((value) => ({ value, label: t(kindKey(value)) }))}
        />
        {kind === 'web' ? (
          <Input
            aria-label={t('setup.apps.url')}
            placeholder="https://"
            value={target ?? ''}
            onChange={(event) => setTarget(event.target.value)}
            style={{ width: 240 }}
          />
        ) : kind === 'group' ? null : (
          <Select
            showSearch
            aria-label={t('setup.apps.addTarget')}
            placeholder={t('setup.apps.addTarget')}
            value={target}
            style={{ width: 260 }}
            optionFilterProp="label"
            onChange={chooseTarget}
            options={targetOptions}
          />
        )}
        <Input
          aria-label={t('setup.apps.newLabel')}
          placeholder={t('setup.apps.newLabel')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          style={{ width: 200 }}
        />
        {kind !== 'group' && groups.length > 0 && (
          <Select
            aria-label={t('setup.apps.placeIn')}
            value={group}
            style={{ width: 180 }}
            onChange={setGroup}
            options={[
              { value: -1, label: t('setup.apps.topLevel') },
              ...groups.map(({ item, index }) => ({ value: index, label: item.name })),
            ]}
          />
        )}
        <Button icon={<PlusOutlined />} disabled={!ready} onClick={add}>
          {t('setup.apps.addButton')}
        </Button>
      </Space>
    </fieldset>
  );
}
