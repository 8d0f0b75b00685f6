import { message } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDialog } from './ErrorDialog.js';
import {
  type ErrorDialogContent,
  type FeedbackEvent,
  queueDialog,
  subscribeFeedback,
} from './user-feedback.js';

/** Shows what the request client decided: error dialogs one at a time, toasts as they come. */
export default function FeedbackHost() {
  const { t, i18n } = useTranslation();
  const [toast, toastHolder] = message.useMessage();
  const [dialogs, setDialogs] = useState<ErrorDialogContent[]>([]);

  useEffect(
    () =>
      subscribeFeedback((event) => {
        if (event.type === 'dialog') setDialogs((open) => queueDialog(open, event.dialog));
        else void toast.error(toastText(event.text, t, (key) => i18n.exists(key)));
      }),
    [toast, t, i18n],
  );

  const current = dialogs[0];
  return (
    <>
      {toastHolder}
      {current && <ErrorDialog dialog={current} onClose={() => setDialogs((open) => open.slice(1))} />}
    </>
  );
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The server's key in the person's language when this catalogue knows it, else the server's words. */
export function toastText(
  text: Extract<FeedbackEvent, { type: 'toast' }>['text'],
  t: Translate,
  known: (key: string) => boolean,
): string {
  if (!('message' in text)) return t(text.messageKey);
  const translation = text.translation;
  return translation && known(translation.key) ? t(translation.key, translation.params) : text.message;
}
