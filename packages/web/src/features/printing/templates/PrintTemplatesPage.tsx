import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkPrintDesign,
  DEFAULT_PRINT_DESIGN,
  PRINT_TEMPLATE_KINDS,
  PRINT_TEMPLATE_LIMITS,
  PRINT_TEMPLATE_OBJECT,
  PRINT_TEMPLATE_PARTS,
  type PrintTemplateDesign,
  type PrintTemplateKind,
  type PrintTemplatePart,
} from '@vela/core';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  message,
  Segmented,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrintDocumentView } from '../PrintDocumentView.js';
import {
  loadFieldChoices,
  loadPrintTemplates,
  type StoredPrintTemplate,
  savePrintTemplate,
  TEMPLATES_QUERY_KEY,
} from './print-templates-api.js';
import { previewDocument } from './template-preview.js';
import '../print.css';
import './print-templates.css';

const LINE_OBJECT: Record<PrintTemplateKind, string> = { quotation: 'quotedetail', invoice: 'invoicedetail' };

interface Draft {
  id?: string | undefined;
  active: boolean;
  design: PrintTemplateDesign;
  /** Every part in the order shown; `design.parts` is the ticked ones in this order. */
  order: PrintTemplatePart[];
}

const newDraft = (): Draft => ({
  active: true,
  design: { ...DEFAULT_PRINT_DESIGN },
  order: [...PRINT_TEMPLATE_PARTS],
});

const draftOf = (template: StoredPrintTemplate): Draft => ({
  id: template.id,
  active: template.active,
  design: template.design,
  order: [
    ...template.design.parts,
    ...PRINT_TEMPLATE_PARTS.filter((part) => !template.design.parts.includes(part)),
  ],
});

/** A file chosen for the logo as a data: URL (PNG or JPEG only; the server checks it again). */
const readLogo = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** One of the template's texts (header, terms): plain text, printed as it is typed. */
function TemplateText(props: {
  id: string;
  label: string;
  rows: number;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Item label={props.label} htmlFor={props.id}>
      <Input.TextArea
        id={props.id}
        rows={props.rows}
        value={props.value}
        maxLength={props.maxLength}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Form.Item>
  );
}

/**
 * setuppage/objectTemplatePrint: an administrator designs the quotation and
 * invoice print templates — parts and their order, fields, line columns,
 * header text, logo, terms — with a live preview, and chooses the one printed.
 */
export default function PrintTemplatesPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<PrintTemplateKind>('quotation');
  const [draft, setDraft] = useState<Draft | null>(null);
  const templates = useQuery({
    queryKey: [TEMPLATES_QUERY_KEY, kind],
    queryFn: () => loadPrintTemplates(kind),
  });
  const fields = useQuery({
    queryKey: [TEMPLATES_QUERY_KEY, 'fields', PRINT_TEMPLATE_OBJECT[kind], i18n.language],
    queryFn: () => loadFieldChoices(PRINT_TEMPLATE_OBJECT[kind], i18n.language),
  });
  const lineFields = useQuery({
    queryKey: [TEMPLATES_QUERY_KEY, 'fields', LINE_OBJECT[kind], i18n.language],
    queryFn: () => loadFieldChoices(LINE_OBJECT[kind], i18n.language),
  });
  const current = draft ?? (templates.data?.[0] ? draftOf(templates.data[0]) : newDraft());
  const design = current.design;
  const change = (patch: Partial<Draft>) => setDraft({ ...current, ...patch });
  const changeDesign = (patch: Partial<PrintTemplateDesign>) => change({ design: { ...design, ...patch } });
  const checked = checkPrintDesign(design);
  const save = useMutation({
    mutationFn: () => savePrintTemplate({ id: current.id, kind, active: current.active, design }),
    onSuccess: async (saved) => {
      void message.success(t('printing.templates.saved', { name: saved.design.name }));
      setDraft(draftOf(saved));
      await queryClient.invalidateQueries({ queryKey: [TEMPLATES_QUERY_KEY, kind] });
    },
  });

  const setOrder = (order: PrintTemplatePart[], shown = design.parts) =>
    change({ order, design: { ...design, parts: order.filter((part) => shown.includes(part)) } });
  const move = (index: number, by: -1 | 1) => {
    const order = [...current.order];
    const [part] = order.splice(index, 1);
    if (!part) return;
    order.splice(index + by, 0, part);
    setOrder(order);
  };

  const preview = previewDocument(
    design,
    {
      heading: t(`printing.templates.kind.${kind}`),
      title: t('printing.templates.sampleTitle'),
      placeholder: '…',
      total: t('printing.templates.sampleTotal'),
      layout: t('printing.templates.layoutFields'),
    },
    fields.data ?? [],
    lineFields.data ?? [],
  );

  return (
    <div className="vela-print-templates">
      <Typography.Title level={1} className="vela-print-templates__title">
        {t('printing.templates.title')}
      </Typography.Title>
      <Space wrap className="vela-print-templates__bar">
        <Segmented
          aria-label={t('printing.templates.kindLabel')}
          value={kind}
          options={PRINT_TEMPLATE_KINDS.map((value) => ({
            value,
            label: t(`printing.templates.kind.${value}`),
          }))}
          onChange={(value) => {
            setKind(value as PrintTemplateKind);
            setDraft(null);
          }}
        />
        <Select
          aria-label={t('printing.templates.choose')}
          style={{ minWidth: 220 }}
          value={current.id}
          placeholder={t('printing.templates.unsaved')}
          loading={templates.isPending}
          options={(templates.data ?? []).map((template) => ({
            value: template.id,
            label: template.active
              ? t('printing.templates.activeName', { name: template.design.name })
              : template.design.name,
          }))}
          onChange={(id: string) => {
            const template = templates.data?.find((candidate) => candidate.id === id);
            if (template) setDraft(draftOf(template));
          }}
        />
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setDraft(newDraft())}>
          {t('printing.templates.new')}
        </Button>
      </Space>
      <div className="vela-print-templates__body">
        <Card className="vela-print-templates__form">
          <Form layout="vertical" onFinish={() => save.mutate()}>
            <Form.Item label={t('printing.templates.name')} htmlFor="print-template-name" required>
              <Input
                id="print-template-name"
                value={design.name}
                maxLength={PRINT_TEMPLATE_LIMITS.name}
                onChange={(event) => changeDesign({ name: event.target.value })}
              />
            </Form.Item>
            <Form.Item label={t('printing.templates.active')}>
              <Switch
                aria-label={t('printing.templates.active')}
                checked={current.active}
                onChange={(active) => change({ active })}
              />
            </Form.Item>
            <fieldset className="vela-print-templates__parts">
              <legend>{t('printing.templates.parts')}</legend>
              {current.order.map((part, index) => (
                <div key={part} className="vela-print-templates__part">
                  <Checkbox
                    checked={design.parts.includes(part)}
                    onChange={(event) =>
                      setOrder(
                        current.order,
                        event.target.checked
                          ? [...design.parts, part]
                          : design.parts.filter((shown) => shown !== part),
                      )
                    }
                  >
                    {t(`printing.templates.part.${part}`)}
                  </Checkbox>
                  <Space size={4}>
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowUpOutlined aria-hidden />}
                      aria-label={t('printing.templates.moveUp', {
                        part: t(`printing.templates.part.${part}`),
                      })}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    />
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowDownOutlined aria-hidden />}
                      aria-label={t('printing.templates.moveDown', {
                        part: t(`printing.templates.part.${part}`),
                      })}
                      disabled={index === current.order.length - 1}
                      onClick={() => move(index, 1)}
                    />
                  </Space>
                </div>
              ))}
            </fieldset>
            <TemplateText
              id="print-template-header"
              label={t('printing.templates.headerText')}
              rows={3}
              value={design.headerText}
              maxLength={PRINT_TEMPLATE_LIMITS.headerText}
              onChange={(headerText) => changeDesign({ headerText })}
            />
            <Form.Item
              label={t('printing.templates.logo')}
              htmlFor="print-template-logo"
              extra={t('printing.templates.logoHelp')}
            >
              <Space wrap>
                <input
                  id="print-template-logo"
                  type="file"
                  accept="image/png,image/jpeg"
                  onChange={async (event) => {
                    const file = event.target.files?.[0];
                    if (file) changeDesign({ logo: await readLogo(file) });
                  }}
                />
                {design.logo ? (
                  <Button size="small" onClick={() => changeDesign({ logo: '' })}>
                    {t('printing.templates.removeLogo')}
                  </Button>
                ) : null}
              </Space>
            </Form.Item>
            {(['fields', 'lineColumns'] as const).map((list) => {
              const choices = list === 'fields' ? fields : lineFields;
              return (
                <Form.Item
                  key={list}
                  label={t(`printing.templates.${list}`)}
                  extra={t(`printing.templates.${list}Help`)}
                >
                  <Select
                    mode="multiple"
                    aria-label={t(`printing.templates.${list}`)}
                    value={design[list]}
                    loading={choices.isPending}
                    options={choices.data ?? []}
                    optionFilterProp="label"
                    onChange={(chosen: string[]) => changeDesign({ [list]: chosen })}
                  />
                </Form.Item>
              );
            })}
            <TemplateText
              id="print-template-terms"
              label={t('printing.templates.terms')}
              rows={4}
              value={design.terms}
              maxLength={PRINT_TEMPLATE_LIMITS.terms}
              onChange={(terms) => changeDesign({ terms })}
            />
            {!checked.ok ? (
              <Alert
                type="warning"
                showIcon
                title={t('printing.templates.invalid', { problem: checked.problem })}
              />
            ) : null}
            <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!checked.ok}>
              {t('printing.templates.save')}
            </Button>
          </Form>
        </Card>
        <section className="vela-print-templates__preview" aria-label={t('printing.templates.preview')}>
          <Typography.Title level={2}>{t('printing.templates.preview')}</Typography.Title>
          <PrintDocumentView document={preview} language={i18n.language} />
        </section>
      </div>
    </div>
  );
}
