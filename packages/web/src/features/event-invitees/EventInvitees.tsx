import { CloseOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { INVITEE_ANSWERS } from '@vela/core';
import { Alert, Button, Select, Space, Spin, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/index.js';
import {
  fetchInvitees,
  type InviteeAnswer,
  type InviteeKind,
  type InviteesAnswer,
  inviteesKey,
  respondToInvitation,
  saveInvitees,
  searchInvitees,
} from './invitees-api.js';
import './event-invitees.css';

const SEARCH_DELAY_MS = 250;
const RESPONSE_COLOURS = {
  none: 'default',
  accepted: 'success',
  declined: 'error',
  tentative: 'warning',
} as const;

interface Candidate {
  kind: InviteeKind;
  id: string;
  name: string;
}

/**
 * An event's invitees (issue 22), as Outlook's attendee list: each with their
 * answer and, when busy then, a warning (they are invited all the same). The
 * organiser, or whoever may edit the event, adds people, contacts and leads
 * and takes them off; an invited user answers from here.
 */
export function EventInvitees({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const invitees = useQuery({ queryKey: inviteesKey(eventId), queryFn: () => fetchInvitees(eventId) });
  const [found, setFound] = useState<Candidate[]>([]);
  const [keyword, setKeyword] = useState('');
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const data = invitees.data;
  if (!data) return invitees.isLoading ? <Spin size="small" /> : null;

  const apply = async (change: () => Promise<InviteesAnswer>) => {
    setWorking(true);
    setFailure(null);
    try {
      queryClient.setQueryData(inviteesKey(eventId), await change());
    } catch (error) {
      setFailure(isApiError(error) ? error.message : String(error));
    } finally {
      setWorking(false);
    }
  };
  const listWith = (next: Array<{ kind: InviteeKind; id: string }>) =>
    apply(() => saveInvitees(eventId, next));
  const current = data.invitees.map(({ kind, id }) => ({ kind, id }));
  const search = (text: string) => {
    setKeyword(text);
    clearTimeout(timer.current);
    if (!text.trim()) return setFound([]);
    timer.current = setTimeout(() => {
      void searchInvitees(text.trim()).then(setFound, () => setFound([]));
    }, SEARCH_DELAY_MS);
  };
  const busyNames = data.invitees.filter((invitee) => invitee.busy).map((invitee) => invitee.name);
  const kindLabel = (kind: InviteeKind) => t(`invitees.kind.${kind}`);

  return (
    <section className="vela-invitees" aria-label={t('invitees.title')}>
      <Typography.Text strong>{t('invitees.title')}</Typography.Text>
      <Typography.Text type="secondary" className="vela-invitees__organiser">
        {t('invitees.organiser', { name: data.organiserName })}
      </Typography.Text>
      {data.myResponse !== null && (
        <Space role="group" aria-label={t('invitees.yourAnswer')} wrap>
          <Typography.Text>{t('invitees.yourAnswer')}</Typography.Text>
          {INVITEE_ANSWERS.map((answer: InviteeAnswer) => (
            <Button
              key={answer}
              size="small"
              type={data.myResponse === answer ? 'primary' : 'default'}
              aria-pressed={data.myResponse === answer}
              disabled={working}
              onClick={() => void apply(() => respondToInvitation(eventId, answer))}
            >
              {t(`invitees.answer.${answer}`)}
            </Button>
          ))}
        </Space>
      )}
      {data.invitees.length === 0 ? (
        <Typography.Text type="secondary">{t('invitees.none')}</Typography.Text>
      ) : (
        <ul className="vela-invitees__list">
          {data.invitees.map((invitee) => (
            <li key={`${invitee.kind}:${invitee.id}`} className="vela-invitees__item">
              <span>{invitee.name}</span>
              <Tag>{kindLabel(invitee.kind)}</Tag>
              <Tag color={RESPONSE_COLOURS[invitee.response]}>
                {t(`invitees.response.${invitee.response}`)}
              </Tag>
              {invitee.busy && <Tag color="orange">{t('invitees.busy')}</Tag>}
              {data.canManage && (
                <Button
                  size="small"
                  type="text"
                  icon={<CloseOutlined />}
                  aria-label={t('invitees.remove', { name: invitee.name })}
                  disabled={working}
                  onClick={() =>
                    void listWith(
                      current.filter((entry) => entry.kind !== invitee.kind || entry.id !== invitee.id),
                    )
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {busyNames.length > 0 && data.canManage && (
        <Alert type="warning" showIcon title={t('invitees.busyWarning', { names: busyNames.join(', ') })} />
      )}
      {failure && <Alert type="error" showIcon title={t('invitees.failed', { reason: failure })} />}
      {data.canManage && (
        <Select<string>
          className="vela-invitees__picker"
          aria-label={t('invitees.add')}
          placeholder={t('invitees.add')}
          value={null}
          disabled={working}
          showSearch={{ filterOption: false, onSearch: search, searchValue: keyword }}
          notFoundContent={keyword ? t('invitees.noMatch') : null}
          options={found
            .filter(
              (candidate) =>
                !current.some((entry) => entry.kind === candidate.kind && entry.id === candidate.id),
            )
            .map((candidate) => ({
              value: `${candidate.kind}:${candidate.id}`,
              label: `${candidate.name} (${kindLabel(candidate.kind)})`,
            }))}
          onChange={(value) => {
            const picked = found.find((candidate) => `${candidate.kind}:${candidate.id}` === value);
            setKeyword('');
            setFound([]);
            if (picked) void listWith([...current, { kind: picked.kind, id: picked.id }]);
          }}
        />
      )}
    </section>
  );
}
