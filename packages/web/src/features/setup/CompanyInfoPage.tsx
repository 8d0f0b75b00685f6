import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SELLER_LIMITS, sellerInputSchema } from '@vela/core';
import { Alert, Button, Card, Form, type FormRule, Input, message, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoPicker } from './LogoPicker.js';
import { SetupFrame } from './SetupGuard.js';
import {
  type CompanyInfo,
  fetchCompanyInfo,
  reasonOf,
  SETUP_QUERY_KEY,
  type SellerDraft,
  saveCompanyInfo,
} from './setup-api.js';
import './setup.css';

const KEY = [SETUP_QUERY_KEY, 'companyInfo'];

/** The form's values: the address is one text, a line per printed line. */
type Values = Omit<SellerDraft, 'addressLines'> & { address: string };

const valuesOf = (info: CompanyInfo): Values => {
  const { addressLines, ...rest } = info.seller;
  return { ...rest, address: addressLines.join('\n') };
};
const addressLinesOf = (address: string) =>
  address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * setuppage/basicSetup, "Company information" (issue 26 item 2): the organisation as the seller its
 * quotations and invoices print — name, address, tax id, e-mail, phone, logo and the terms of each. The
 * limits are core's (the server checks the same); the next print shows a save.
 */
export default function CompanyInfoPage() {
  const { t } = useTranslation();
  return (
    <SetupFrame trail={[{ title: t('setup.entry.companyInfo') }]}>
      <CompanyInfoForm />
    </SetupFrame>
  );
}

function CompanyInfoForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [messages, holder] = message.useMessage();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const info = useQuery({ queryKey: KEY, queryFn: fetchCompanyInfo });
  useEffect(() => {
    if (info.data) form.setFieldsValue(valuesOf(info.data));
  }, [info.data, form]);

  const longest = (max: number): FormRule => ({ max, message: t('setup.company.tooLong', { max }) });
  const rules = {
    address: [
      {
        validator: async (_: unknown, address: string | undefined) => {
          const lines = addressLinesOf(address ?? '');
          if (lines.length > SELLER_LIMITS.addressLines)
            throw new Error(t('setup.company.tooManyLines', { max: SELLER_LIMITS.addressLines }));
          if (lines.some((line) => line.length > SELLER_LIMITS.addressLine))
            throw new Error(t('setup.company.lineTooLong', { max: SELLER_LIMITS.addressLine }));
        },
      },
    ],
    email: [
      longest(SELLER_LIMITS.email),
      {
        validator: async (_: unknown, email: string | undefined) => {
          if (!sellerInputSchema.shape.email.safeParse((email ?? '').trim()).success)
            throw new Error(t('setup.company.badEmail'));
        },
      },
    ],
    phone: [
      longest(SELLER_LIMITS.phone),
      {
        validator: async (_: unknown, phone: string | undefined) => {
          if (!sellerInputSchema.shape.phone.safeParse(phone ?? '').success)
            throw new Error(t('setup.company.badPhone'));
        },
      },
    ],
  };

  const save = async (values: Values) => {
    setRefusal(undefined);
    setSaving(true);
    try {
      const { address, ...rest } = values;
      const saved = await saveCompanyInfo({
        ...rest,
        email: (rest.email ?? '').trim(),
        addressLines: addressLinesOf(address ?? ''),
      });
      queryClient.setQueryData(KEY, saved);
      void messages.success(t('setup.company.saved'));
    } catch (failure) {
      setRefusal(reasonOf(failure));
    } finally {
      setSaving(false);
    }
  };

  if (info.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('common.loadFailed')}
        action={<Button onClick={() => void info.refetch()}>{t('common.retry')}</Button>}
      />
    );
  return (
    <Card className="vela-company-info">
      {holder}
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('setup.entry.companyInfo')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('setup.company.intro')}</Typography.Paragraph>
      {!info.data ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={valuesOf(info.data)}
          onFinish={(values) => void save(values)}
          disabled={saving}
          className="vela-company-info__form"
        >
          <Form.Item
            name="name"
            label={t('setup.company.name')}
            extra={t('setup.company.nameHint', { name: info.data.organisationName })}
            rules={[longest(SELLER_LIMITS.name)]}
          >
            <Input placeholder={info.data.organisationName} maxLength={SELLER_LIMITS.name + 1} />
          </Form.Item>
          <Form.Item
            name="address"
            label={t('setup.company.address')}
            extra={t('setup.company.addressHint', { max: SELLER_LIMITS.addressLines })}
            rules={rules.address}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 7 }} />
          </Form.Item>
          <div className="vela-company-info__row">
            <Form.Item name="taxId" label={t('setup.company.taxId')} rules={[longest(SELLER_LIMITS.taxId)]}>
              <Input />
            </Form.Item>
            <Form.Item name="email" label={t('setup.company.email')} rules={rules.email}>
              <Input type="email" />
            </Form.Item>
            <Form.Item name="phone" label={t('setup.company.phone')} rules={rules.phone}>
              <Input type="tel" />
            </Form.Item>
          </div>
          <Form.Item name="logo" label={t('setup.company.logo')}>
            <LogoPicker />
          </Form.Item>
          <Form.Item
            name="quotationTerms"
            label={t('setup.company.quotationTerms')}
            rules={[longest(SELLER_LIMITS.terms)]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
          <Form.Item
            name="invoiceTerms"
            label={t('setup.company.invoiceTerms')}
            extra={t('setup.company.termsHint')}
            rules={[longest(SELLER_LIMITS.terms)]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
          {refusal && (
            <Alert
              type="error"
              showIcon
              title={t('setup.company.notSaved')}
              description={refusal}
              role="alert"
            />
          )}
          <Button type="primary" htmlType="submit" loading={saving} style={{ marginTop: 12 }}>
            {t('setup.company.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
