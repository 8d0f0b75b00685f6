import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ACTION_KINDS, ACTION_TRIGGERS, ALERT_RECIPIENTS, type ApprovalAction } from '@vela/core';
import { Button, Card, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BuilderPartProps } from './builder-part.js';

/** Actions on submission, each step, final approval, final rejection and recall. */
export function ActionsCard({
  definition,
  patch,
  fields,
  people,
}: Omit<BuilderPartProps, 'objectApi'> & { people: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const setAction = (index: number, change: Partial<ApprovalAction>) =>
    patch({
      actions: definition.actions.map((action, at) => (at === index ? { ...action, ...change } : action)),
    });
  return (
    <Card size="small" title={t('approvals.builder.actions')}>
      <Typography.Paragraph type="secondary">{t('approvals.builder.alertNote')}</Typography.Paragraph>
      {definition.actions.map((action, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no identity but their place
        <div className="vela-builder__row" key={`action-${index}`}>
          <Select
            aria-label={t('approvals.builder.when')}
            value={action.on}
            onChange={(on) => setAction(index, { on })}
            options={ACTION_TRIGGERS.map((on) => ({ value: on, label: t(`approvals.trigger.${on}`) }))}
          />
          <Select
            aria-label={t('approvals.builder.actionKind')}
            value={action.kind}
            onChange={(kind) => setAction(index, { kind })}
            options={ACTION_KINDS.map((kind) => ({
              value: kind,
              label: t(`approvals.action.${kind}`),
            }))}
          />
          {action.kind === 'fieldUpdate' && (
            <>
              <Select
                showSearch
                optionFilterProp="label"
                aria-label={t('approvals.builder.field')}
                placeholder={t('approvals.builder.field')}
                value={action.field || undefined}
                onChange={(field: string) => setAction(index, { field })}
                options={fields.map((field) => ({ value: field.api, label: field.label }))}
              />
              <Input
                aria-label={t('approvals.builder.value')}
                placeholder={t('approvals.builder.value')}
                className="vela-builder__value"
                value={action.value}
                onChange={(event) => setAction(index, { value: event.target.value })}
              />
            </>
          )}
          {(action.kind === 'emailAlert' || action.kind === 'task') && (
            <>
              <Input
                aria-label={t('approvals.builder.subject')}
                placeholder={t('approvals.builder.subject')}
                className="vela-builder__value"
                value={action.subject}
                onChange={(event) => setAction(index, { subject: event.target.value })}
              />
              <Select
                aria-label={t('approvals.builder.recipient')}
                value={action.recipient}
                onChange={(recipient) => setAction(index, { recipient })}
                options={ALERT_RECIPIENTS.map((value) => ({
                  value,
                  label: t(`approvals.recipient.${value}`),
                }))}
              />
              {action.recipient === 'user' && (
                <Select
                  showSearch
                  optionFilterProp="label"
                  aria-label={t('approvals.kind.user')}
                  value={action.recipientUserId ?? undefined}
                  onChange={(recipientUserId: string) => setAction(index, { recipientUserId })}
                  options={people}
                />
              )}
            </>
          )}
          {action.kind === 'webhook' && (
            <Input
              aria-label={t('approvals.builder.url')}
              placeholder="https://"
              className="vela-builder__value"
              value={action.url}
              onChange={(event) => setAction(index, { url: event.target.value })}
            />
          )}
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('approvals.builder.removeAction')}
            onClick={() => patch({ actions: definition.actions.filter((_, at) => at !== index) })}
          />
        </div>
      ))}
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={() =>
          patch({
            actions: [
              ...definition.actions,
              {
                on: 'finalApproval',
                step: null,
                kind: 'emailAlert',
                field: '',
                value: '',
                subject: '',
                url: '',
                recipient: 'submitter',
                recipientUserId: null,
              },
            ],
          })
        }
      >
        {t('approvals.builder.addAction')}
      </Button>
    </Card>
  );
}
