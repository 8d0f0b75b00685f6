import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, fetchFollowStatus, setFollow } from '../record-extras-api.js';

/** The title box's Follow / Following button (hover or focus offers Unfollow, as Lightning does). */
export function FollowButton({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [messages, holder] = message.useMessage();
  const [hover, setHover] = useState(false);
  const [busy, setBusy] = useState(false);
  const status = useQuery({
    queryKey: ['followStatus', recordId],
    queryFn: () => fetchFollowStatus(recordId),
  });
  const following = status.data === true;
  const toggle = async () => {
    setBusy(true);
    try {
      const now = await setFollow(recordId, !following);
      client.setQueryData(['followStatus', recordId], now);
      await client.invalidateQueries({ queryKey: ['followedRecords'] });
    } catch (error) {
      messages.error(failureText(error, t('recordExtras.failed')));
    } finally {
      setBusy(false);
    }
  };
  const label = following
    ? hover
      ? t('recordExtras.unfollow')
      : t('recordExtras.following')
    : t('recordExtras.follow');
  return (
    <>
      {holder}
      <Button
        icon={following ? <CheckOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
        aria-pressed={following}
        loading={busy || status.isLoading}
        onMouseEnter={() => setHover(true)}
        onMouseLeave={() => setHover(false)}
        onClick={() => void toggle()}
      >
        {label}
      </Button>
    </>
  );
}
