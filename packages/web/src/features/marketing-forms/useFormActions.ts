import { useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../profile/index.js';
import { MARKETING_FORMS_QUERY_KEY, publishForm, refusalOf } from './marketing-forms-api.js';

/** Publishing and the raw downloads, with their progress and failures shown. */
export function useFormActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState('');
  const run = async (what: string, work: () => Promise<unknown>) => {
    setBusy(what);
    try {
      await work();
    } catch (error) {
      void message.error(t('marketingForms.failed', { message: refusalOf(error).message }));
    } finally {
      setBusy('');
    }
  };
  return {
    busy,
    publish: (id: string, published: boolean) =>
      run('publish', async () => {
        await publishForm(id, published);
        await queryClient.invalidateQueries({ queryKey: [MARKETING_FORMS_QUERY_KEY] });
      }),
    download: (what: string, fetchFile: () => Promise<Blob>, name: string) =>
      run(what, async () => saveFile(await fetchFile(), name)),
  };
}
