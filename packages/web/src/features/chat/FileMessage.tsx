import { PaperClipOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { CHAT_IMAGE_DELAY_MS, CHAT_IMAGE_DELAY_THRESHOLD_BYTES } from '@vela/core';
import { Button, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/index.js';
import { saveBlob } from '../file-centre/index.js';
import { CHAT_QUERY_KEY, type ConversationMessage, loadAttachment } from './chat-api.js';

/** An object URL for a blob, let go when the blob changes or the message leaves the screen. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/**
 * Spec 1 §4: an image of 1,000,000 bytes or more is shown in full only 50 s after it was sent.
 * Returns the milliseconds still to wait (0: show it now), counting down each second.
 */
export function useImageDelay(size: number, isImage: boolean, sentAt: string): number {
  const delayed = isImage && size >= CHAT_IMAGE_DELAY_THRESHOLD_BYTES;
  const dueAt = delayed ? Date.parse(sentAt) + CHAT_IMAGE_DELAY_MS : 0;
  const [left, setLeft] = useState(() => Math.max(0, dueAt - Date.now()));
  useEffect(() => {
    if (dueAt <= Date.now()) {
      setLeft(0);
      return;
    }
    const tick = () => setLeft(Math.max(0, dueAt - Date.now()));
    const timer = setInterval(tick, 1000);
    const done = setTimeout(() => {
      setLeft(0);
      clearInterval(timer);
    }, dueAt - Date.now());
    return () => {
      clearInterval(timer);
      clearTimeout(done);
    };
  }, [dueAt]);
  return left;
}

/**
 * A file message: an image as its thumbnail, any file as a link named after it that downloads it.
 * The bytes come with the session's token (members only), never by a bare address.
 */
export function FileMessage({ message }: { message: ConversationMessage }) {
  const { t } = useTranslation();
  const attachment = message.attachment;
  const [problem, setProblem] = useState('');
  const image = useQuery({
    queryKey: [CHAT_QUERY_KEY, 'attachment', message.id],
    queryFn: () => loadAttachment(message.id),
    enabled: attachment?.isImage === true,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useObjectUrl(image.data);
  const waitMs = useImageDelay(attachment?.size ?? 0, attachment?.isImage === true, message.sentAt);
  if (!attachment) return null;
  const download = async () => {
    setProblem('');
    try {
      saveBlob(await loadAttachment(message.id), attachment.name);
    } catch (error) {
      setProblem(t('chat.fileFailed', { reason: isApiError(error) ? error.message : String(error) }));
    }
  };
  return (
    <span className="vela-chat-file">
      {url && waitMs === 0 && (
        <button type="button" className="vela-chat-file__thumb" onClick={() => void download()}>
          <img src={url} alt={t('chat.image', { name: attachment.name })} />
        </button>
      )}
      {url && waitMs > 0 && (
        // A large image: a small blurred thumbnail until its delay is over (spec 1 §4, 50 s).
        <span className="vela-chat-file__thumb vela-chat-file__thumb--waiting">
          <img
            src={url}
            alt={t('chat.imageLater', { name: attachment.name, seconds: Math.ceil(waitMs / 1000) })}
          />
        </span>
      )}
      <Button
        type="link"
        size="small"
        icon={<PaperClipOutlined aria-hidden />}
        onClick={() => void download()}
      >
        {attachment.name}
      </Button>
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
    </span>
  );
}
