import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { type LogoProblem, logoProblem, SELLER_LIMITS } from '@vela/core';
import { Button, Flex, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ACCEPTED = ['image/png', 'image/jpeg'];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * The seller's logo (company information): a PNG or JPEG file of at most SELLER_LIMITS.logoBytes,
 * kept as a data: URL (what the print and its PDF draw). A wrong file is refused here with the reason,
 * before any save; core's logoProblem is the same check the server makes.
 */
export function LogoPicker(props: { id?: string; value?: string; onChange?: (logo: string) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<LogoProblem | 'unreadable'>();
  const value = props.value ?? '';

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(undefined);
    if (!ACCEPTED.includes(file.type)) return setProblem('type');
    if (file.size > SELLER_LIMITS.logoBytes) return setProblem('size');
    let logo: string;
    try {
      logo = await readAsDataUrl(file);
    } catch {
      return setProblem('unreadable');
    }
    const found = logoProblem(logo);
    if (found) return setProblem(found);
    props.onChange?.(logo);
  };

  return (
    <div className="vela-company-logo">
      <div className="vela-company-logo__preview">
        {value ? (
          <img src={value} alt={t('setup.company.logoPreview')} />
        ) : (
          <Typography.Text type="secondary">{t('setup.company.noLogo')}</Typography.Text>
        )}
      </div>
      <Flex vertical gap={4}>
        <Space>
          <Button id={props.id} icon={<UploadOutlined />} onClick={() => input.current?.click()}>
            {value ? t('setup.company.replaceLogo') : t('setup.company.chooseLogo')}
          </Button>
          {value && (
            <Button icon={<DeleteOutlined />} onClick={() => props.onChange?.('')}>
              {t('setup.company.removeLogo')}
            </Button>
          )}
        </Space>
        <Typography.Text type="secondary">
          {t('setup.company.logoHint', { size: SELLER_LIMITS.logoBytes / 1024 })}
        </Typography.Text>
        {problem && (
          <Typography.Text type="danger" role="alert">
            {t(`setup.company.logo.${problem}`, { size: SELLER_LIMITS.logoBytes / 1024 })}
          </Typography.Text>
        )}
      </Flex>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED.join(',')}
        // The button above opens it; a page style showing file inputs must not draw a second control.
        style={{ display: 'none' }}
        data-testid="company-logo-file"
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
