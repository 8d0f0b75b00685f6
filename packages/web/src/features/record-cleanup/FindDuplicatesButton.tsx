import { DiffOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CLEANUP_KEYS, duplicatesOfRecordPath, fetchDuplicateOffer } from './record-cleanup-api.js';

/**
 * The record page's "Find duplicates": opens the duplicate check of this
 * record (cnki?id=), from which the person goes on to merge. Shown when the
 * server says the object has a basis to compare and the person may edit the
 * record; while it asks, and when it cannot say, nothing shows.
 */
export function FindDuplicatesButton({ recordId, canEdit }: { recordId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const offer = useQuery({
    queryKey: CLEANUP_KEYS.offer(recordId),
    queryFn: () => fetchDuplicateOffer(recordId),
    enabled: canEdit,
    retry: false,
  });
  if (!canEdit || !offer.data?.offered) return null;
  return (
    <Button icon={<DiffOutlined aria-hidden />} onClick={() => navigate(duplicatesOfRecordPath(recordId))}>
      {t('merge.findDuplicates')}
    </Button>
  );
}
