import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProcessPathModel } from '../state/layout-fields.js';

/** The process path: the stage/status picklist's steps as a chevron bar, the record's step marked. */
export function ProcessPath({ path }: { path: ProcessPathModel }) {
  const { t } = useTranslation();
  return (
    <nav className="vela-detail-path" aria-label={t('recordDetail.path', { field: path.field.fieldLabel })}>
      <ol>
        {path.steps.map((step, index) => {
          const state = index < path.current ? 'done' : index === path.current ? 'current' : 'todo';
          return (
            <li
              key={step.key}
              className={`vela-detail-path__step vela-detail-path__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'done' && <CheckOutlined aria-hidden />}
              <span>{step.label}</span>
              {state !== 'todo' && (
                <span className="vela-visually-hidden">
                  {' '}
                  ({t(state === 'done' ? 'recordDetail.pathDone' : 'recordDetail.pathCurrent')})
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
