import { useTranslation } from 'react-i18next';

/**
 * Online or offline, as a dot: green or grey, and named for screen readers
 * unless the words stand next to it (`decorative`).
 */
export function PresenceDot({ online, decorative = false }: { online: boolean; decorative?: boolean }) {
  const { t } = useTranslation();
  const className = `vela-chat-presence vela-chat-presence--${online ? 'online' : 'offline'}`;
  return decorative ? (
    <span className={className} aria-hidden />
  ) : (
    <span className={className} role="img" aria-label={online ? t('chat.online') : t('chat.offline')} />
  );
}
