import { PaperClipOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
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
      {url && (
        <button type="button" className="vela-chat-file__thumb" onClick={() => void download()}>
          <img src={url} alt={t('chat.image', { name: attachment.name })} />
        </button>
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
