import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Input, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AnswerExtras } from './AnswerExtras.js';
import {
  AI_AGENTS_QUERY_KEY,
  type AiMessage,
  askAgent,
  clearHistory,
  fetchAgent,
  fetchHistory,
} from './ai-agents-api.js';
import './ai-agents.css';

/** The answer being written: its text so far. */
interface Pending {
  question: string;
  text: string;
}

/**
 * velaAi?agentId= (S1-R-154): a conversation with one agent. History is the
 * person's own, newest page first, earlier pages on request; an answer shows
 * as it is written (the bot service streams it) and says which mode answers.
 */
export default function AiAgentPage() {
  const [params] = useSearchParams();
  const agentId = params.get('agentId') ?? '';
  // Another agent is another conversation: nothing of the last one's page state is kept.
  return <Conversation key={agentId} agentId={agentId} />;
}

function Conversation({ agentId }: { agentId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [earlier, setEarlier] = useState<{ messages: AiMessage[]; hasMore: boolean } | null>(null);
  const [sent, setSent] = useState<AiMessage[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState('');
  const [draft, setDraft] = useState('');
  const endRef = useRef<HTMLDivElement>(null);

  const agent = useQuery({
    queryKey: [AI_AGENTS_QUERY_KEY, 'agent', agentId],
    queryFn: () => fetchAgent(agentId),
    enabled: agentId !== '',
    retry: false,
  });
  const latest = useQuery({
    queryKey: [AI_AGENTS_QUERY_KEY, 'history', agentId],
    queryFn: () => fetchHistory(agentId),
    enabled: agent.isSuccess,
  });
  const messages = [...(earlier?.messages ?? []), ...(latest.data?.messages ?? []), ...sent];
  const hasMore = earlier ? earlier.hasMore : (latest.data?.hasMore ?? false);
  const lastCount = messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when a message or a piece of one arrives
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lastCount, pending?.text]);

  if (agentId === '') return <Alert type="info" showIcon message={t('aiAgents.noAgent')} />;
  if (agent.isError) return <Alert type="warning" showIcon message={t('aiAgents.notFound')} />;
  if (!agent.data) return <Spin />;
  const info = agent.data;

  const loadEarlier = async () => {
    const first = messages[0];
    if (!first) return;
    const page = await fetchHistory(agentId, first.id);
    setEarlier({ messages: [...page.messages, ...(earlier?.messages ?? [])], hasMore: page.hasMore });
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const question = draft.trim();
    if (question === '' || pending) return;
    setDraft('');
    setFailure('');
    setPending({ question, text: '' });
    try {
      await askAgent(agentId, question, (streamed) => {
        if (streamed.type === 'delta')
          setPending((now) => (now ? { ...now, text: now.text + streamed.text } : now));
        else if (streamed.type === 'done') setSent((now) => [...now, streamed.question, streamed.answer]);
        else setFailure(streamed.message);
      });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(null);
    }
  };

  const forget = async () => {
    await clearHistory(agentId);
    setEarlier(null);
    setSent([]);
    await queryClient.invalidateQueries({ queryKey: [AI_AGENTS_QUERY_KEY, 'history', agentId] });
  };

  const modeTag = (mode: AiMessage['mode']) =>
    mode ? (
      <Tag color={mode === 'model' ? 'purple' : 'blue'} data-testid="ai-mode">
        {t(mode === 'model' ? 'aiAgents.mode.model' : 'aiAgents.mode.builtin')}
      </Tag>
    ) : null;

  return (
    <div className="ai-agent-page">
      <Card
        title={
          <Space>
            <span>{info.name}</span>
            {modeTag(info.mode)}
          </Space>
        }
        extra={
          <Popconfirm title={t('aiAgents.clearConfirm')} onConfirm={() => void forget()}>
            <Button size="small" disabled={messages.length === 0}>
              {t('aiAgents.clear')}
            </Button>
          </Popconfirm>
        }
      >
        {info.mode === 'builtin' && <Alert type="info" showIcon message={t('aiAgents.mode.builtinHint')} />}
        <section className="ai-agent-messages" aria-live="polite" aria-label={info.name}>
          {hasMore && (
            <Button type="link" onClick={() => void loadEarlier()}>
              {t('aiAgents.earlier')}
            </Button>
          )}
          {messages.length === 0 && !pending && <Empty description={t('aiAgents.empty')} />}
          {messages.map((message) => (
            <article
              key={message.id}
              className={`ai-message ai-message-${message.role}`}
              data-testid="ai-message"
            >
              <div className="ai-message-head">
                <Typography.Text strong>
                  {message.role === 'user' ? t('aiAgents.you') : info.name}
                </Typography.Text>
                {modeTag(message.mode)}
              </div>
              <div className="ai-message-text">{message.text}</div>
              {message.role === 'assistant' && <AnswerExtras message={message} />}
            </article>
          ))}
          {pending && (
            <>
              <article className="ai-message ai-message-user">
                <div className="ai-message-text">{pending.question}</div>
              </article>
              <article className="ai-message ai-message-assistant" aria-busy="true">
                <div className="ai-message-text">
                  {pending.text === '' ? t('aiAgents.thinking') : pending.text}
                </div>
              </article>
            </>
          )}
          <div ref={endRef} />
        </section>
        {failure !== '' && (
          <Alert type="error" showIcon message={t('aiAgents.failed', { message: failure })} />
        )}
        <form className="ai-agent-ask" onSubmit={(event) => void send(event)}>
          <Input.TextArea
            aria-label={t('aiAgents.placeholder')}
            placeholder={t('aiAgents.placeholder')}
            value={draft}
            autoSize={{ minRows: 1, maxRows: 6 }}
            maxLength={4000}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void send();
              }
            }}
          />
          <Button type="primary" htmlType="submit" loading={pending !== null} disabled={draft.trim() === ''}>
            {t('aiAgents.send')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
