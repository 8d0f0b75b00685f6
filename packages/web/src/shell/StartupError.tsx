import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A startup call failed: say so and offer to try again. */
export function StartupError({
  onRetry,
  requestId,
}: {
  onRetry: () => void;
  requestId?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <main className="vela-content" aria-labelledby="vela-startup-error">
      <Result
        status="error"
        title={
          <h1 id="vela-startup-error" style={{ fontSize: 24, margin: 0 }}>
            {t('shell.startupFailed')}
          </h1>
        }
        subTitle={
          <>
            {t('shell.startupFailedDetail')}
            {requestId && (
              <>
                <br />
                {t('errorDialog.requestId')}: <code>{requestId}</code>
              </>
            )}
          </>
        }
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    </main>
  );
}
