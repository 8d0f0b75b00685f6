import { useQuery } from '@tanstack/react-query';
import type { ConvertLeadRequest, ConvertLeadResult, LeadConversionOptions } from '@vela/core';
import { Alert, Button, Input, Modal, Radio, Skeleton, Space } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordDetailPath } from '../../field-widgets/index.js';
import { convertLead, failureText, fetchConversionOptions, type NamedRecord } from '../conversion-api.js';
import { RecordPicker } from './RecordPicker.js';

interface ConvertLeadDialogProps {
  leadId: string;
  open: boolean;
  onClose: () => void;
  /** After a conversion: the page reloads the lead (now Converted, read-only). */
  onConverted: (result: ConvertLeadResult) => void;
}

interface Choices {
  accountMode: 'new' | 'existing';
  accountName: string;
  account: NamedRecord | undefined;
  contactMode: 'new' | 'existing';
  contact: NamedRecord | undefined;
  opportunityMode: 'new' | 'none';
  opportunityName: string;
  owner: NamedRecord | undefined;
}

/** What the dialog starts with: new records named from the lead, an existing contact when one has its e-mail. */
function initialChoices(options: LeadConversionOptions): Choices {
  const [contact] = options.contactMatches;
  return {
    accountMode: 'new',
    accountName: options.accountName,
    account: options.accountMatches[0],
    contactMode: contact ? 'existing' : 'new',
    contact,
    opportunityMode: 'new',
    opportunityName: options.opportunityName,
    owner: options.lead.ownerId ? { id: options.lead.ownerId, name: options.lead.ownerName } : undefined,
  };
}

/** The request, or the key of what is still missing. */
function requestOf(leadId: string, choices: Choices): ConvertLeadRequest | null {
  const account =
    choices.accountMode === 'new'
      ? choices.accountName.trim() && { mode: 'new' as const, name: choices.accountName.trim() }
      : choices.account && { mode: 'existing' as const, id: choices.account.id };
  const contact =
    choices.contactMode === 'new'
      ? { mode: 'new' as const }
      : choices.contact && { mode: 'existing' as const, id: choices.contact.id };
  const opportunity =
    choices.opportunityMode === 'none'
      ? { mode: 'none' as const }
      : choices.opportunityName.trim() && { mode: 'new' as const, name: choices.opportunityName.trim() };
  if (!account || !contact || !opportunity) return null;
  return { leadId, account, contact, opportunity, ...(choices.owner ? { ownerId: choices.owner.id } : {}) };
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="vela-convert__part">
      <legend>{title}</legend>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {children}
      </Space>
    </fieldset>
  );
}

/** Convert on a lead's page (issue 26 item 7): account, contact, opportunity and owner, then links to what it became. */
export function ConvertLeadDialog({ leadId, open, onClose, onConverted }: ConvertLeadDialogProps) {
  const { t } = useTranslation();
  const options = useQuery({
    queryKey: ['leadConversion', 'options', leadId],
    queryFn: () => fetchConversionOptions(leadId),
    enabled: open,
  });
  const [choices, setChoices] = useState<Choices>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [result, setResult] = useState<ConvertLeadResult>();
  useEffect(() => {
    if (options.data && !choices) setChoices(initialChoices(options.data));
  }, [options.data, choices]);
  const change = (patch: Partial<Choices>) => setChoices((now) => (now ? { ...now, ...patch } : now));
  const request = choices ? requestOf(leadId, choices) : null;

  const submit = async () => {
    if (!request) return;
    setBusy(true);
    setFailure('');
    try {
      const converted = await convertLead(request);
      setResult(converted);
      onConverted(converted);
    } catch (error) {
      setFailure(failureText(error, t('leadConversion.failed')));
    } finally {
      setBusy(false);
    }
  };

  const links = result ? (
    <ul className="vela-convert__links">
      {[result.account, result.contact, result.opportunity].flatMap((record, index) =>
        record ? (
          <li key={record.id}>
            {t(`leadConversion.${['account', 'contact', 'opportunity'][index] ?? 'account'}`)}:{' '}
            <Link to={recordDetailPath(record.id)} onClick={onClose}>
              {record.name}
            </Link>
          </li>
        ) : (
          []
        ),
      )}
    </ul>
  ) : null;

  const data = options.data;
  return (
    <Modal
      open={open}
      title={result ? t('leadConversion.convertedTitle') : t('leadConversion.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        result ? (
          <Button onClick={onClose}>{t('leadConversion.close')}</Button>
        ) : (
          <Space>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" loading={busy} disabled={!request} onClick={() => void submit()}>
              {t('leadConversion.submit')}
            </Button>
          </Space>
        )
      }
    >
      {result ? (
        links
      ) : !data || !choices ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <div className="vela-convert">
          {failure && <Alert type="error" showIcon title={failure} />}
          <Part title={t('leadConversion.account')}>
            <Radio.Group
              value={choices.accountMode}
              onChange={(event) => change({ accountMode: event.target.value })}
              options={[
                { value: 'new', label: t('leadConversion.accountNew') },
                { value: 'existing', label: t('leadConversion.accountExisting') },
              ]}
            />
            {choices.accountMode === 'new' ? (
              <Input
                aria-label={t('leadConversion.accountName')}
                value={choices.accountName}
                maxLength={255}
                onChange={(event) => change({ accountName: event.target.value })}
              />
            ) : (
              <RecordPicker
                objId="account"
                label={t('leadConversion.accountPick')}
                value={choices.account}
                suggested={data.accountMatches}
                onChange={(account) => change({ account })}
              />
            )}
            {data.accountMatches.length > 0 && choices.accountMode === 'new' && (
              <Alert type="warning" showIcon title={t('leadConversion.matches')} />
            )}
          </Part>
          <Part title={t('leadConversion.contact')}>
            <Radio.Group
              value={choices.contactMode}
              onChange={(event) => change({ contactMode: event.target.value })}
              options={[
                { value: 'new', label: t('leadConversion.contactNew', { name: data.lead.name }) },
                { value: 'existing', label: t('leadConversion.contactExisting') },
              ]}
            />
            {choices.contactMode === 'existing' && (
              <RecordPicker
                objId="contact"
                label={t('leadConversion.contactPick')}
                value={choices.contact}
                suggested={data.contactMatches}
                onChange={(contact) => change({ contact })}
              />
            )}
            {data.contactMatches.length > 0 && choices.contactMode === 'new' && (
              <Alert type="warning" showIcon title={t('leadConversion.matches')} />
            )}
          </Part>
          <Part title={t('leadConversion.opportunity')}>
            <Radio.Group
              value={choices.opportunityMode}
              onChange={(event) => change({ opportunityMode: event.target.value })}
              options={[
                { value: 'new', label: t('leadConversion.opportunityNew') },
                { value: 'none', label: t('leadConversion.opportunityNone') },
              ]}
            />
            {choices.opportunityMode === 'new' && (
              <Input
                aria-label={t('leadConversion.opportunityName')}
                value={choices.opportunityName}
                maxLength={255}
                onChange={(event) => change({ opportunityName: event.target.value })}
              />
            )}
          </Part>
          <Part title={t('leadConversion.owner')}>
            <RecordPicker
              objId="user"
              label={t('leadConversion.owner')}
              value={choices.owner}
              suggested={choices.owner ? [choices.owner] : []}
              onChange={(owner) => change({ owner })}
            />
          </Part>
        </div>
      )}
    </Modal>
  );
}
