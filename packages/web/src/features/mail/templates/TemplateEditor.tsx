import { useMutation, useQuery } from '@tanstack/react-query';
import {
  mergeFieldsOf,
  SUPPORTED_LANGUAGES,
  TEMPLATE_LIMITS,
  TEMPLATE_VISIBILITIES,
  type TemplateKind,
  type TemplateView,
} from '@vela/core';
import { Alert, Button, Form, Input, Segmented, Select, Space, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/index.js';
import { LANGUAGE_NAMES, type Language } from '../../../i18n/index.js';
import { insertAtCaret, RichTextEditor } from '../RichTextEditor.js';
import { sanitiseComposedHtml } from '../sanitise-html.js';
import { fetchMergeFields, saveTemplate, TEMPLATE_OBJECTS, TEMPLATES_QUERY_KEY } from './templates-api.js';

interface Version {
  language: Language;
  subject: string;
  body: string;
}

export interface TemplateDraft {
  id: string;
  name: string;
  objectApi: string;
  folder: string;
  visibility: 'private' | 'public';
  defaultLanguage: Language;
  versions: Version[];
}

export const newTemplateDraft = (language: Language): TemplateDraft => ({
  id: '',
  name: '',
  objectApi: 'Contact',
  folder: '',
  visibility: 'private',
  defaultLanguage: language,
  versions: [{ language, subject: '', body: '' }],
});

export const draftOfTemplate = (template: TemplateView): TemplateDraft => ({
  id: template.id,
  name: template.name,
  objectApi: template.objectApi,
  folder: template.folder,
  visibility: template.visibility,
  defaultLanguage: template.defaultLanguage as Language,
  versions: template.versions.map((version) => ({ ...version, language: version.language as Language })),
});

/** One template's form: its object, folder, sharing and a version per language, merge fields inserted from a list. */
export function TemplateEditor({
  kind,
  initial,
  onSaved,
}: {
  kind: TemplateKind;
  initial: TemplateDraft;
  onSaved: (saved: TemplateView) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [language, setLanguage] = useState<Language>(initial.defaultLanguage);
  const editor = useRef<HTMLDivElement>(null);
  const textArea = useRef<HTMLTextAreaElement | null>(null);
  const version = draft.versions.find((entry) => entry.language === language) ?? draft.versions[0];
  const fields = useQuery({
    queryKey: [TEMPLATES_QUERY_KEY, 'fields', draft.objectApi],
    queryFn: () => fetchMergeFields(draft.objectApi),
  });
  const change = (patch: Partial<TemplateDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const changeVersion = (patch: Partial<Version>) =>
    setDraft((current) => ({
      ...current,
      versions: current.versions.map((entry) =>
        entry.language === version?.language ? { ...entry, ...patch } : entry,
      ),
    }));
  const save = useMutation({
    mutationFn: () =>
      saveTemplate({
        ...draft,
        kind,
        versions: draft.versions.map((entry) => ({
          ...entry,
          body: kind === 'email' ? sanitiseComposedHtml(entry.body) : entry.body,
        })),
      }),
    onSuccess: onSaved,
  });
  const insert = (path: string) => {
    const token = `{!${path}}`;
    if (kind === 'email') {
      insertAtCaret(editor.current, token);
      changeVersion({ body: editor.current?.innerHTML ?? '' });
      return;
    }
    const area = textArea.current;
    const body = version?.body ?? '';
    const at = area ? area.selectionStart : body.length;
    changeVersion({ body: body.slice(0, at) + token + body.slice(area ? area.selectionEnd : at) });
  };
  const missing = SUPPORTED_LANGUAGES.filter(
    (code) => !draft.versions.some((entry) => entry.language === code),
  );
  const used = version ? mergeFieldsOf(`${version.subject} ${version.body}`) : [];

  return (
    <Form layout="vertical" onFinish={() => save.mutate()} className="vela-mail-templates__form">
      <Form.Item label={t('mail.templates.name')} htmlFor="vela-template-name" required>
        <Input
          id="vela-template-name"
          value={draft.name}
          maxLength={TEMPLATE_LIMITS.name}
          onChange={(event) => change({ name: event.target.value })}
        />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item label={t('mail.templates.object')} htmlFor="vela-template-object">
          <Select
            id="vela-template-object"
            style={{ minWidth: 180 }}
            value={draft.objectApi}
            showSearch
            options={TEMPLATE_OBJECTS.map((value) => ({ value, label: value }))}
            onChange={(objectApi: string) => change({ objectApi })}
          />
        </Form.Item>
        <Form.Item label={t('mail.templates.folder')} htmlFor="vela-template-folder">
          <Input
            id="vela-template-folder"
            value={draft.folder}
            maxLength={TEMPLATE_LIMITS.folder}
            onChange={(event) => change({ folder: event.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('mail.templates.sharing')}>
          <Segmented
            aria-label={t('mail.templates.sharing')}
            value={draft.visibility}
            options={TEMPLATE_VISIBILITIES.map((value) => ({ value, label: t(`mail.templates.${value}`) }))}
            onChange={(visibility) => change({ visibility: visibility as TemplateDraft['visibility'] })}
          />
        </Form.Item>
      </Space>
      <Tabs
        activeKey={version?.language}
        onChange={(key) => setLanguage(key as Language)}
        items={draft.versions.map((entry) => ({
          key: entry.language,
          label:
            entry.language === draft.defaultLanguage
              ? t('mail.templates.defaultLanguage', { language: LANGUAGE_NAMES[entry.language] })
              : LANGUAGE_NAMES[entry.language],
        }))}
        tabBarExtraContent={
          <Space>
            <Select
              aria-label={t('mail.templates.addLanguage')}
              showSearch
              optionFilterProp="label"
              placeholder={t('mail.templates.addLanguage')}
              style={{ minWidth: 170 }}
              value={null}
              options={missing.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
              onChange={(code: Language) => {
                change({ versions: [...draft.versions, { language: code, subject: '', body: '' }] });
                setLanguage(code);
              }}
            />
            {version && version.language !== draft.defaultLanguage ? (
              <>
                <Button onClick={() => change({ defaultLanguage: version.language })}>
                  {t('mail.templates.makeDefault')}
                </Button>
                <Button
                  danger
                  onClick={() => {
                    change({ versions: draft.versions.filter((entry) => entry !== version) });
                    setLanguage(draft.defaultLanguage);
                  }}
                >
                  {t('mail.templates.removeLanguage')}
                </Button>
              </>
            ) : null}
          </Space>
        }
      />
      {version ? (
        <div key={`${draft.id}:${version.language}`}>
          {kind === 'email' ? (
            <Form.Item label={t('mail.subject')} htmlFor="vela-template-subject">
              <Input
                id="vela-template-subject"
                value={version.subject}
                maxLength={TEMPLATE_LIMITS.subject}
                onChange={(event) => changeVersion({ subject: event.target.value })}
              />
            </Form.Item>
          ) : null}
          <Form.Item label={t('mail.templates.insertField')} htmlFor="vela-template-field">
            <Select
              id="vela-template-field"
              showSearch
              value={null}
              placeholder={t('mail.templates.insertFieldHint')}
              loading={fields.isPending}
              optionFilterProp="label"
              options={(fields.data ?? []).map((field) => ({
                value: field.path,
                label: `${field.label} — {!${field.path}}`,
              }))}
              onChange={(path: string) => insert(path)}
            />
          </Form.Item>
          <Form.Item
            label={t('mail.body')}
            htmlFor={kind === 'sms' ? 'vela-template-text' : undefined}
            extra={kind === 'sms' ? t('mail.templates.smsLength', { count: version.body.length }) : undefined}
          >
            {kind === 'email' ? (
              <RichTextEditor
                editor={editor}
                label={t('mail.body')}
                initialHtml={version.body}
                onInput={(body) => changeVersion({ body })}
              />
            ) : (
              <Input.TextArea
                id="vela-template-text"
                ref={(element) => {
                  textArea.current = element?.resizableTextArea?.textArea ?? null;
                }}
                rows={5}
                value={version.body}
                maxLength={TEMPLATE_LIMITS.smsBody}
                onChange={(event) => changeVersion({ body: event.target.value })}
              />
            )}
          </Form.Item>
          {used.length > 0 ? (
            <p className="vela-mail-templates__used">
              {t('mail.templates.usedFields', { list: used.map((path) => `{!${path}}`).join(', ') })}
            </p>
          ) : null}
        </div>
      ) : null}
      {save.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('mail.templates.notSaved', {
            problem: isApiError(save.error) ? save.error.message : String(save.error),
          })}
        />
      ) : null}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('mail.templates.save')}
      </Button>
    </Form>
  );
}
