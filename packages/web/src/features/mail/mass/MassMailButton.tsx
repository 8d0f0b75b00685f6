import { MailOutlined } from '@ant-design/icons';
import { isMassMailObject } from '@vela/core';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MassMailDialog } from './MassMailDialog.js';
import type { MassMailQuestion } from './mass-mail-api.js';

/** The list page's "Send mass e-mail", offered on contacts and leads only (issue 23). */
export function MassMailButton({ question }: { question: MassMailQuestion & { objectApi: string } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!isMassMailObject(question.objectApi)) return null;
  return (
    <>
      <Button icon={<MailOutlined aria-hidden />} onClick={() => setOpen(true)} disabled={!question.viewId}>
        {t('mail.mass.open')}
      </Button>
      {open && <MassMailDialog question={question} onClose={() => setOpen(false)} />}
    </>
  );
}
