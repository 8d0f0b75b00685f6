import type { PrivacyEraseMode, PrivacyPerson } from '@vela/core';
import { Alert, Button, Card, Input, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SetupFrame } from '../SetupGuard.js';
import { reasonOf } from '../setup-api.js';
import {
  downloadPersonExport,
  type EraseSummary,
  erasePerson,
  findPeople,
  type PeopleFound,
} from './privacy-api.js';

/**
 * setuppage/gdprCompliance (issue 18): an administrator finds a person — a contact, a lead or a user —
 * by name or e-mail, downloads everything held about them as one JSON file, and erases or anonymises
 * them (records, activities, files, field history, the search index; recorded in the audit trail
 * without their name). Every step is a button or a field: the keyboard reaches all of it.
 */
export default function GdprCompliancePage() {
  const { t } = useTranslation();
  return (
    <SetupFrame trail={[{ title: t('setup.entry.gdpr') }]}>
      <GdprCompliance />
    </SetupFrame>
  );
}

type Outcome = { kind: 'done'; mode: PrivacyEraseMode; summary: EraseSummary } | { kind: 'exported' };
type Pending = { person: PrivacyPerson; mode: PrivacyEraseMode };

function GdprCompliance() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const [found, setFound] = useState<PeopleFound>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [pending, setPending] = useState<Pending>();

  const search = async (words: string) => {
    setRefusal(undefined);
    setBusy(true);
    try {
      setFound(await findPeople(words));
      setSearched(words.trim());
    } catch (failure) {
      setRefusal(reasonOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const run = async (work: () => Promise<Outcome>) => {
    setRefusal(undefined);
    setOutcome(undefined);
    setBusy(true);
    try {
      setOutcome(await work());
    } catch (failure) {
      setRefusal(reasonOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const confirmErase = async () => {
    if (!pending) return;
    const { person, mode } = pending;
    setPending(undefined);
    await run(async () => ({ kind: 'done', mode, summary: await erasePerson(person, mode) }));
    if (searched) await search(searched);
  };

  const kindLabel = (person: PrivacyPerson) => t(`setup.gdpr.kind.${person.kind}`);
  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('setup.entry.gdpr')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('setup.gdpr.intro')}</Typography.Paragraph>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void search(query);
        }}
      >
        <Space.Compact style={{ maxWidth: 520, width: '100%' }}>
          <Input
            aria-label={t('setup.gdpr.query')}
            placeholder={t('setup.gdpr.query')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="primary" htmlType="submit" loading={busy && !pending}>
            {t('setup.gdpr.find')}
          </Button>
        </Space.Compact>
      </form>
      {refusal && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={t('setup.gdpr.failed')}
          description={refusal}
          role="alert"
        />
      )}
      {outcome && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          role="status"
          title={
            outcome.kind === 'exported'
              ? t('setup.gdpr.exported')
              : t(`setup.gdpr.done.${outcome.summary.mode}`, {
                  related: outcome.summary.related,
                  files: outcome.summary.files,
                  history: outcome.summary.history,
                })
          }
        />
      )}
      {found && (
        <>
          {found.more && (
            <Typography.Paragraph style={{ marginTop: 12 }}>{t('setup.gdpr.more')}</Typography.Paragraph>
          )}
          <Table<PrivacyPerson>
            style={{ marginTop: 12 }}
            size="small"
            rowKey={(person) => `${person.kind}:${person.id}`}
            dataSource={found.people}
            pagination={false}
            locale={{ emptyText: t('setup.gdpr.none', { query: searched }) }}
            columns={[
              { key: 'name', title: t('setup.gdpr.col.name'), dataIndex: 'name' },
              { key: 'email', title: t('setup.gdpr.col.email'), dataIndex: 'email' },
              { key: 'kind', title: t('setup.gdpr.col.kind'), render: (_, person) => kindLabel(person) },
              {
                key: 'actions',
                title: t('setup.gdpr.col.actions'),
                render: (_, person) => (
                  <Space wrap>
                    <Button
                      aria-label={`${t('setup.gdpr.export')}: ${person.name}`}
                      disabled={busy}
                      onClick={() =>
                        void run(async () => {
                          await downloadPersonExport(person);
                          return { kind: 'exported' };
                        })
                      }
                    >
                      {t('setup.gdpr.export')}
                    </Button>
                    <Button
                      aria-label={`${t('setup.gdpr.anonymise')}: ${person.name}`}
                      disabled={busy}
                      onClick={() => setPending({ person, mode: 'anonymise' })}
                    >
                      {t('setup.gdpr.anonymise')}
                    </Button>
                    {person.kind !== 'user' && (
                      <Button
                        danger
                        aria-label={`${t('setup.gdpr.erase')}: ${person.name}`}
                        disabled={busy}
                        onClick={() => setPending({ person, mode: 'erase' })}
                      >
                        {t('setup.gdpr.erase')}
                      </Button>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        </>
      )}
      <Modal
        open={pending !== undefined}
        title={pending ? t(`setup.gdpr.confirm.${pending.mode}.title`, { name: pending.person.name }) : ''}
        okText={pending ? t(`setup.gdpr.confirm.${pending.mode}.ok`) : ''}
        okButtonProps={{ danger: true }}
        cancelText={t('setup.gdpr.cancel')}
        onOk={() => void confirmErase()}
        onCancel={() => setPending(undefined)}
        destroyOnHidden
      >
        {pending && (
          <Typography.Paragraph>
            {t(
              pending.person.kind === 'user'
                ? 'setup.gdpr.confirm.user.body'
                : `setup.gdpr.confirm.${pending.mode}.body`,
            )}
          </Typography.Paragraph>
        )}
      </Modal>
    </Card>
  );
}
