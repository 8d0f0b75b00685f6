import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormFieldsView } from './FormFieldsView.js';
import { loadPublicForm, refusalOf, submitPublicForm } from './marketing-forms-api.js';
import './marketing-forms.css';

/**
 * A published marketing form's public page (outside the shell, no sign-in): `/webform/<slug>`. Pages
 * outside the shell have no query client of the app's, so the page brings its own.
 */
export default function PublicFormPage() {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <PublicForm />
    </QueryClientProvider>
  );
}

function PublicForm() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const form = useQuery({
    queryKey: ['publicMarketingForm', slug],
    queryFn: () => loadPublicForm(slug),
    retry: false,
  });
  const [round, setRound] = useState(0);
  const send = useMutation({
    mutationFn: (values: Record<string, string>) => submitPublicForm(slug, values),
  });
  const refusal = send.error ? refusalOf(send.error) : null;
  return (
    <main className="marketing-form-public">
      {form.isPending ? (
        <Spin />
      ) : form.isError || !form.data ? (
        <Result status="404" title={t('marketingForms.public.missing')} />
      ) : send.isSuccess ? (
        <Result
          status="success"
          title={t('marketingForms.public.sent')}
          subTitle={send.data.thankYou || t('marketingForms.public.defaultThanks')}
          extra={
            <Button
              onClick={() => {
                send.reset();
                setRound((value) => value + 1);
              }}
            >
              {t('marketingForms.public.another')}
            </Button>
          }
        />
      ) : (
        <Card>
          <Typography.Title level={1}>{form.data.name}</Typography.Title>
          {form.data.intro && <Typography.Paragraph>{form.data.intro}</Typography.Paragraph>}
          {refusal && !refusal.field && (
            <Alert type="error" showIcon message={refusal.message} role="alert" />
          )}
          <FormFieldsView
            key={round}
            fields={form.data.fields}
            onSubmit={(values) => send.mutate(values)}
            busy={send.isPending}
            fieldError={refusal?.field ? { field: refusal.field, message: refusal.message } : null}
          />
        </Card>
      )}
    </main>
  );
}
