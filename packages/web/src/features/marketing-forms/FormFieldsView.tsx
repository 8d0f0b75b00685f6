import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

export interface VisitorField {
  api: string;
  label: string;
  required: boolean;
  type: string;
  options?: readonly string[];
}

interface Props {
  fields: readonly VisitorField[];
  /** Absent: the preview, where nothing is sent. */
  onSubmit?: (values: Record<string, string>) => void;
  busy?: boolean;
  /** A refusal the server gave for one field, shown under it. */
  fieldError?: { field: string; message: string } | null;
}

/**
 * A marketing form's fields as a visitor fills them (the public page) and as its builder previews them:
 * text, e-mail, phone, long text and picklists, each labelled, required ones checked before sending.
 */
export function FormFieldsView({ fields, onSubmit, busy = false, fieldError = null }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, string | undefined>>();
  const send = (values: Record<string, string | undefined>) =>
    onSubmit?.(Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value ?? ''])));
  return (
    <Form form={form} layout="vertical" onFinish={send} disabled={!onSubmit} requiredMark>
      {fields.map((field) => (
        <Form.Item
          key={field.api}
          name={field.api}
          label={field.label}
          required={field.required}
          {...(fieldError?.field === field.api
            ? { validateStatus: 'error' as const, help: fieldError.message }
            : {})}
          rules={[
            ...(field.required
              ? [
                  {
                    required: true,
                    whitespace: true,
                    message: t('marketingForms.public.required', { label: field.label }),
                  },
                ]
              : []),
            ...(field.type === 'E'
              ? [{ type: 'email' as const, message: t('marketingForms.public.email') }]
              : []),
          ]}
        >
          {field.type === 'X' ? (
            <Input.TextArea rows={4} />
          ) : field.type === 'L' ? (
            <Select
              allowClear
              options={(field.options ?? []).map((option) => ({ value: option, label: option }))}
            />
          ) : (
            <Input type={field.type === 'E' ? 'email' : field.type === 'H' ? 'tel' : 'text'} />
          )}
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('marketingForms.public.submit')}
      </Button>
    </Form>
  );
}
