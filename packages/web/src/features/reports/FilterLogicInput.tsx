import { MAX_FILTER_LOGIC_LENGTH, parseFilterLogic } from '@vela/core';
import { Input, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** How the numbered filters combine ("1 AND (2 OR 3)"), checked as typed by core's parser. */
export function FilterLogicInput(props: {
  value: string;
  filterCount: number;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const text = props.value.trim();
  const parsed = text === '' ? null : parseFilterLogic(text, props.filterCount);
  const problem = parsed && !parsed.ok ? parsed.error : null;
  return (
    <div className="vela-report__filter-logic">
      <Input
        aria-label={t('reports.filterLogic')}
        aria-describedby={hintId}
        aria-invalid={problem !== null}
        status={problem ? 'error' : undefined}
        addonBefore={t('reports.filterLogic')}
        placeholder="1 AND (2 OR 3)"
        maxLength={MAX_FILTER_LOGIC_LENGTH}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <Typography.Text id={hintId} type={problem ? 'danger' : 'secondary'} className="vela-report__hint">
        {problem ? t(`reports.filterLogic.${problem.kind}`, problem) : t('reports.filterLogicHint')}
      </Typography.Text>
    </div>
  );
}
