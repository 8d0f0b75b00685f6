import { ArrowLeftOutlined, PaperClipOutlined, SendOutlined, TeamOutlined } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatConversation } from '@vela/core';
import { Alert, Button, Input, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/index.js';
import { loadMessages, messagesKey, sendFile, sendMessage } from './chat-api.js';
import { chatEventText } from './chat-event-text.js';
import { historyMessages, othersOnline } from './conversation-cache.js';
import { FileMessage } from './FileMessage.js';
import { PresenceDot } from './PresenceDot.js';
import { useTyping } from './useTyping.js';

interface ConversationViewProps {
  conversation: ChatConversation;
  userId: string;
  onBack: () => void;
  onManage: () => void;
}

/** The entry's newest messages as a first history page, until the real one comes; none without them. */
function listEntryHistory(conversation: ChatConversation) {
  const first = conversation.messages[0];
  if (!first) return undefined;
  return {
    pages: [{ messages: conversation.messages, hasMore: first.seq > 1 }],
    pageParams: [undefined],
  };
}

/** Near the top this many pixels, the page before is loaded (scrolling up for older messages). */
const OLDER_AT_PX = 48;

/**
 * One conversation: its history, the newest page first and older pages as the
 * reader scrolls up, live messages at the bottom, and the box to write in
 * (Enter sends, Shift+Enter breaks the line).
 */
export function ConversationView({ conversation, userId, onBack, onManage }: ConversationViewProps) {
  const { t } = useTranslation();
  const history = useInfiniteQuery({
    queryKey: messagesKey(conversation.id),
    queryFn: ({ pageParam }) => loadMessages(conversation.id, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?.seq : undefined),
    staleTime: 30_000,
    // The list entry's newest messages (S1-D-015) show at once while the history loads.
    placeholderData: () => listEntryHistory(conversation),
  });
  const messages = historyMessages(history.data);
  const online = othersOnline(conversation, userId);
  const typing = useTyping(conversation.id, userId);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState('');
  // The file on its way: shown in the history with its progress until the server's message replaces it.
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  // Where the reader was before older messages came in above, and whether they were at the bottom.
  const kept = useRef({ height: 0, top: 0, atBottom: true });

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const { height, top, atBottom } = kept.current;
    if (atBottom) box.scrollTop = box.scrollHeight;
    else if (box.scrollHeight !== height) box.scrollTop = top + (box.scrollHeight - height);
  });
  const remember = () => {
    const box = scroller.current;
    if (!box) return;
    kept.current = {
      height: box.scrollHeight,
      top: box.scrollTop,
      atBottom: box.scrollHeight - box.scrollTop - box.clientHeight < 24,
    };
  };
  const loadOlder = () => {
    if (history.hasNextPage && !history.isFetchingNextPage) void history.fetchNextPage();
  };
  const onScroll = () => {
    remember();
    if ((scroller.current?.scrollTop ?? 0) < OLDER_AT_PX) loadOlder();
  };

  const text = draft.trim();
  const tooLong = draft.length > CHAT_MESSAGE_MAX_LENGTH;
  const send = async () => {
    if (!text || tooLong || sending) return;
    setSending(true);
    setProblem('');
    try {
      await sendMessage(conversation.id, text);
      setDraft('');
      typing.sent();
      kept.current.atBottom = true;
    } catch (error) {
      setProblem(t('chat.sendFailed', { reason: isApiError(error) ? error.message : String(error) }));
    } finally {
      setSending(false);
    }
  };

  const attach = async (file: File) => {
    setUploading({ name: file.name, percent: 0 });
    setProblem('');
    kept.current.atBottom = true;
    try {
      await sendFile(conversation.id, file, (fraction) =>
        setUploading({ name: file.name, percent: Math.round(fraction * 100) }),
      );
    } catch (error) {
      const reason = isApiError(error) ? error.message : String(error);
      setProblem(t('chat.fileNotSent', { name: file.name, reason }));
    } finally {
      setUploading(null);
    }
  };

  return (
    <section className="vela-chat-talk" aria-label={t('chat.messagesOf', { name: conversation.name })}>
      <header className="vela-chat-talk__head">
        <Button
          type="text"
          icon={<ArrowLeftOutlined aria-hidden />}
          aria-label={t('chat.back')}
          onClick={onBack}
        />
        <span className="vela-chat-talk__title">
          <Typography.Text strong ellipsis className="vela-chat-talk__name">
            {conversation.name}
          </Typography.Text>
          <Typography.Text type="secondary" className="vela-chat-talk__presence" aria-live="polite">
            {conversation.isGroup ? (
              online.length > 0 &&
              t('chat.onlineNames', { names: online.map((member) => member.name).join(', ') })
            ) : (
              <>
                <PresenceDot online={online.length > 0} decorative />{' '}
                {online.length > 0 ? t('chat.online') : t('chat.offline')}
              </>
            )}
          </Typography.Text>
        </span>
        {conversation.isGroup && (
          <Button icon={<TeamOutlined aria-hidden />} onClick={onManage}>
            {t('chat.manageGroup')}
          </Button>
        )}
      </header>
      <div className="vela-chat-talk__messages" ref={scroller} onScroll={onScroll}>
        {history.hasNextPage ? (
          <Button type="link" size="small" loading={history.isFetchingNextPage} onClick={loadOlder}>
            {t('chat.loadOlder')}
          </Button>
        ) : (
          history.isSuccess && (
            <Typography.Text type="secondary" className="vela-chat-talk__start">
              {t('chat.startOfChat')}
            </Typography.Text>
          )
        )}
        {history.isPending && <Spin />}
        {history.isError && <Alert type="error" showIcon title={t('chat.historyFailed')} />}
        <ol className="vela-chat-talk__list">
          {messages.map((message) =>
            message.event ? (
              <li key={message.id} className="vela-chat-note">
                {chatEventText(t, message.event)}
              </li>
            ) : (
              <li
                key={message.id}
                className={`vela-chat-bubble${message.senderId === userId ? ' vela-chat-bubble--mine' : ''}`}
              >
                <span className="vela-chat-bubble__who">
                  {message.senderId === userId ? t('chat.me') : message.senderName} ·{' '}
                  <time dateTime={message.sentAt}>{dayjs(message.sentAt).format('LT')}</time>
                </span>
                {message.attachment ? (
                  <FileMessage message={message} />
                ) : (
                  <span className="vela-chat-bubble__text">{message.text}</span>
                )}
              </li>
            ),
          )}
          {uploading && (
            <li className="vela-chat-bubble vela-chat-bubble--mine" aria-busy="true">
              <span className="vela-chat-bubble__text">{t('chat.uploading', uploading)}</span>
            </li>
          )}
        </ol>
      </div>
      <footer className="vela-chat-talk__compose">
        <div className="vela-chat-talk__typing" aria-live="polite">
          {typing.typists.length > 0 &&
            t('chat.typing', { names: typing.typists.join(', '), count: typing.typists.length })}
        </div>
        {problem && <Alert type="error" showIcon title={problem} closable onClose={() => setProblem('')} />}
        {tooLong && (
          <Alert type="warning" showIcon title={t('chat.tooLong', { max: CHAT_MESSAGE_MAX_LENGTH })} />
        )}
        <div className="vela-chat-talk__row">
          <Input.TextArea
            aria-label={t('chat.write')}
            placeholder={t('chat.write')}
            autoSize={{ minRows: 1, maxRows: 5 }}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              if (event.target.value.trim()) typing.typed();
            }}
            onPressEnter={(event) => {
              if (event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              void send();
            }}
          />
          <input
            ref={picker}
            type="file"
            hidden
            aria-label={t('chat.attach')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void attach(file);
            }}
          />
          <Button
            icon={<PaperClipOutlined aria-hidden />}
            aria-label={t('chat.attach')}
            disabled={uploading !== null}
            onClick={() => picker.current?.click()}
          />
          <Button
            type="primary"
            icon={<SendOutlined aria-hidden />}
            loading={sending}
            disabled={!text || tooLong}
            onClick={() => void send()}
          >
            {t('chat.send')}
          </Button>
        </div>
      </footer>
    </section>
  );
}
