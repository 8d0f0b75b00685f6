import { message } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDialog } from './ErrorDialog.js';
import { type ErrorDialogContent, subscribeFeedback } from './user-feedback.js';

/** Shows what the request client decided: error dialogs one at a time, toasts as they come. */
export default function FeedbackHost() {
  const { t } = useTranslation();
  const [toast, toastHolder] = message.useMessage();
  const [dialogs, setDialogs] = useState<ErrorDialogContent[]>([]);

  useEffect(
    () =>
      subscribeFeedback((event) => {
        if (event.type === 'dialog') setDialogs((open) => [...open, event.dialog]);
        else void toast.error('message' in event.text ? event.text.message : t(event.text.messageKey));
      }),
    [toast, t],
  );

  const current = dialogs[0];
  return (
    <>
      {toastHolder}
      {current && <ErrorDialog dialog={current} onClose={() => setDialogs((open) => open.slice(1))} />}
    </>
  );
}
