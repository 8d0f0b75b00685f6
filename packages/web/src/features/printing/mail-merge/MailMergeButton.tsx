import { FileTextOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailMergeDialog } from './MailMergeDialog.js';
import { fetchMergeTemplates, MAIL_MERGE_QUERY_KEY } from './mail-merge-api.js';

/** Templates change seldom; the list asks once a minute at most. */
export const TEMPLATES_STALE_MS = 60_000;

/** Whether the object has templates to merge (the list and record page offer mail merge only then). */
export function useHasMergeTemplates(objectApi: string): boolean {
  const templates = useQuery({
    queryKey: [MAIL_MERGE_QUERY_KEY, objectApi],
    queryFn: () => fetchMergeTemplates(objectApi),
    staleTime: TEMPLATES_STALE_MS,
    enabled: objectApi !== '',
  });
  return (templates.data?.length ?? 0) > 0;
}

/** The list's "Mail merge" for the selected rows (issue 23). */
export function MailMergeButton({ objectApi, recordIds }: { objectApi: string; recordIds: string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const offered = useHasMergeTemplates(objectApi);
  if (!offered) return null;
  return (
    <>
      <Button icon={<FileTextOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('printing.mailMerge.open')}
      </Button>
      {open && <MailMergeDialog objectApi={objectApi} recordIds={recordIds} onClose={() => setOpen(false)} />}
    </>
  );
}
