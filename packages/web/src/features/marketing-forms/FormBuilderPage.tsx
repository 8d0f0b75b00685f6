import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MARKETING_FORM_TEMPLATES,
  MARKETING_TEMPLATE_FIELDS,
  type MarketingFormFieldDraft,
  type MarketingFormTarget,
  type MarketingFormTemplate,
} from '@vela/core';
import { Alert, Button, Card, Checkbox, Form, Input, message, Radio, Select, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  formPaths,
  loadFieldChoices,
  loadForm,
  MARKETING_FORMS_QUERY_KEY,
  refusalOf,
  saveForm,
} from './marketing-forms-api.js';
import './marketing-forms.css';

interface Draft {
  name: string;
  intro: string;
  thankYou: string;
  template: MarketingFormTemplate;
  target: MarketingFormTarget;
  fields: MarketingFormFieldDraft[];
}

const templateOf = (value: string | null): MarketingFormTemplate =>
  MARKETING_FORM_TEMPLATES.find((template) => template === value) ?? 'blank';

/**
 * `/marketForm/createFrom`: builds a form (`?template=` a new one, `?id=` an existing one): its title,
 * introduction and thank-you text, what each submission creates, and its fields in order, each with its
 * label and whether it is required. Every control is a native input or button, so Tab and Enter work.
 */
export default function FormBuilderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const template = templateOf(search.get('template'));
  const existing = useQuery({
    queryKey: [MARKETING_FORMS_QUERY_KEY, 'form', id],
    queryFn: () => loadForm(id),
    enabled: !!id,
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<{ message: string; field: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [adding, setAdding] = useState<string | undefined>();
  const target = draft?.target ?? 'lead';
  const choices = useQuery({
    queryKey: [MARKETING_FORMS_QUERY_KEY, 'choices', target],
    queryFn: () => loadFieldChoices(target),
  });

  useEffect(() => {
    if (draft) return;
    if (id) {
      if (existing.data)
        setDraft({
          name: existing.data.name,
          intro: existing.data.intro,
          thankYou: existing.data.thankYou,
          template: existing.data.template,
          target: existing.data.target,
          fields: existing.data.fields.map(({ api, label, required }) => ({ api, label, required })),
        });
      return;
    }
    setDraft({
      name: template === 'blank' ? '' : t(`marketingForms.template.${template}`),
      intro: '',
      thankYou: t('marketingForms.builder.defaultThanks'),
      template,
      target: 'lead',
      fields: MARKETING_TEMPLATE_FIELDS[template].map((field) => ({ ...field, label: '' })),
    });
  }, [draft, id, existing.data, template, t]);

  if (id && existing.isError)
    return <Alert type="error" showIcon message={t('marketingForms.detail.missing')} />;
  if (!draft) return <Spin />;
  const fieldLabel = (api: string) => choices.data?.fields.find((choice) => choice.api === api)?.label ?? api;
  const change = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const changeField = (index: number, patch: Partial<MarketingFormFieldDraft>) =>
    change({ fields: draft.fields.map((field, at) => (at === index ? { ...field, ...patch } : field)) });
  const move = (index: number, by: -1 | 1) => {
    const fields = [...draft.fields];
    const [field] = fields.splice(index, 1);
    if (field) fields.splice(index + by, 0, field);
    change({ fields });
  };
  const unused = (choices.data?.fields ?? []).filter(
    (choice) => !draft.fields.some((field) => field.api === choice.api),
  );
  const save = async () => {
    setSaving(true);
    setProblem(null);
    try {
      const saved = await saveForm({ ...(id ? { id } : {}), ...draft });
      await queryClient.invalidateQueries({ queryKey: [MARKETING_FORMS_QUERY_KEY] });
      void message.success(t('marketingForms.builder.saved'));
      navigate(formPaths.detail(saved.id));
    } catch (error) {
      setProblem(refusalOf(error));
    } finally {
      setSaving(false);
    }
  };
  const status = (field: string) => (problem?.field === field ? ('error' as const) : undefined);
  return (
    <Card title={<h1 className="ant-card-head-title">{t('marketingForms.builder.title')}</h1>}>
      <Form layout="vertical" onFinish={save}>
        {problem && (
          <Alert type="error" showIcon role="alert" message={problem.message} style={{ marginBottom: 16 }} />
        )}
        <Form.Item
          label={t('marketingForms.builder.name')}
          htmlFor="mkf-name"
          required
          validateStatus={status('name')}
        >
          <Input
            id="mkf-name"
            value={draft.name}
            maxLength={120}
            onChange={(event) => change({ name: event.target.value })}
          />
        </Form.Item>
        <Form.Item
          label={t('marketingForms.builder.intro')}
          htmlFor="mkf-intro"
          validateStatus={status('intro')}
        >
          <Input.TextArea
            id="mkf-intro"
            rows={3}
            value={draft.intro}
            onChange={(event) => change({ intro: event.target.value })}
          />
        </Form.Item>
        <Form.Item
          label={t('marketingForms.builder.thankYou')}
          htmlFor="mkf-thank-you"
          validateStatus={status('thankYou')}
        >
          <Input.TextArea
            id="mkf-thank-you"
            rows={2}
            value={draft.thankYou}
            onChange={(event) => change({ thankYou: event.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('marketingForms.builder.target')}>
          <Radio.Group
            value={draft.target}
            onChange={(event) => change({ target: event.target.value as MarketingFormTarget })}
            options={[
              { value: 'lead', label: t('marketingForms.target.lead') },
              { value: 'contact', label: t('marketingForms.target.contact') },
            ]}
          />
        </Form.Item>
        <fieldset>
          <legend>{t('marketingForms.builder.fields')}</legend>
          {draft.fields.map((field, index) => (
            <div
              className="marketing-form-field-row"
              key={field.api}
              data-testid={`form-field-${field.api}`}
              style={problem?.field === `fields.${index}` ? { outline: '1px solid #ff4d4f' } : undefined}
            >
              <span style={{ minWidth: 140 }}>{fieldLabel(field.api)}</span>
              <Input
                aria-label={t('marketingForms.builder.label', { field: fieldLabel(field.api) })}
                placeholder={fieldLabel(field.api)}
                value={field.label}
                maxLength={80}
                style={{ width: 240 }}
                onChange={(event) => changeField(index, { label: event.target.value })}
              />
              <Checkbox
                checked={field.required}
                onChange={(event) => changeField(index, { required: event.target.checked })}
              >
                {t('marketingForms.builder.required')}
              </Checkbox>
              <Space>
                <Button
                  icon={<ArrowUpOutlined />}
                  aria-label={t('marketingForms.builder.moveUp', { field: fieldLabel(field.api) })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                />
                <Button
                  icon={<ArrowDownOutlined />}
                  aria-label={t('marketingForms.builder.moveDown', { field: fieldLabel(field.api) })}
                  disabled={index === draft.fields.length - 1}
                  onClick={() => move(index, 1)}
                />
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('marketingForms.builder.remove', { field: fieldLabel(field.api) })}
                  onClick={() => change({ fields: draft.fields.filter((_, at) => at !== index) })}
                />
              </Space>
            </div>
          ))}
          <Space style={{ marginTop: 8 }}>
            <Select
              aria-label={t('marketingForms.builder.pickField')}
              placeholder={t('marketingForms.builder.pickField')}
              style={{ width: 240 }}
              value={adding}
              onChange={setAdding}
              showSearch
              optionFilterProp="label"
              options={unused.map((choice) => ({ value: choice.api, label: choice.label }))}
            />
            <Button
              icon={<PlusOutlined />}
              disabled={!adding}
              onClick={() => {
                if (!adding) return;
                change({ fields: [...draft.fields, { api: adding, label: '', required: false }] });
                setAdding(undefined);
              }}
            >
              {t('marketingForms.builder.addField')}
            </Button>
          </Space>
        </fieldset>
        <Space style={{ marginTop: 24 }}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('marketingForms.builder.save')}
          </Button>
          <Button onClick={() => navigate(id ? formPaths.detail(id) : formPaths.list)}>
            {t('marketingForms.builder.cancel')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
