import { Collapse, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../../i18n/index.js';

/** A label's translations, one box per language beside English (kept as stored: empty ones are dropped). */
export function LabelsEditor(props: {
  value?: Record<string, string>;
  onChange?: (value: Record<string, string>) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const value = props.value ?? {};
  const set = (language: string, text: string) => {
    const next = { ...value, [language]: text };
    if (!text.trim()) delete next[language];
    props.onChange?.(next);
  };
  const filled = Object.keys(value).length;
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'labels',
          label: `${t('setup.translations')}${filled ? ` (${filled})` : ''}`,
          children: SUPPORTED_LANGUAGES.filter((language) => language !== 'en').map((language) => (
            <div key={language} style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 4 }}>
              <label htmlFor={`${props.idPrefix}-${language}`} style={{ width: 140, flex: 'none' }}>
                {LANGUAGE_NAMES[language]}
              </label>
              <Input
                id={`${props.idPrefix}-${language}`}
                size="small"
                value={value[language] ?? ''}
                onChange={(event) => set(language, event.target.value)}
              />
            </div>
          )),
        },
      ]}
    />
  );
}
