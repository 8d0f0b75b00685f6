import { CheckOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFieldsEditor } from '../../record-form/index.js';
import { type ProcessPathModel, pathTarget } from '../state/layout-fields.js';

/** What the path needs to move the record to another step; without it the path only shows. */
export interface PathMarking {
  objectApi: string;
  recordId: string;
  onSaved: () => void;
}

/**
 * The process path: the stage/status picklist's steps as a chevron bar, the
 * record's step marked. With `marking`, a step is picked by a click and the
 * button beside the bar moves the record there, or past its current step
 * (issue 26 item 11); the fields the new step needs are asked for first.
 */
export function ProcessPath({
  path,
  marking,
}: {
  path: ProcessPathModel;
  marking?: PathMarking | undefined;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(path.current);
  // A save moves the record's step: the pick follows it.
  useEffect(() => setSelected(path.current), [path.current]);
  const [moving, setMoving] = useState<{ key: string; label: string }>();
  const target = pathTarget(path, selected);
  return (
    <nav className="vela-detail-path" aria-label={t('recordDetail.path', { field: path.field.fieldLabel })}>
      <ol>
        {path.steps.map((step, index) => {
          const state = index < path.current ? 'done' : index === path.current ? 'current' : 'todo';
          const label = (
            <>
              {state === 'done' && <CheckOutlined aria-hidden />}
              <span>{step.label}</span>
              {state !== 'todo' && (
                <span className="vela-visually-hidden">
                  {' '}
                  ({t(state === 'done' ? 'recordDetail.pathDone' : 'recordDetail.pathCurrent')})
                </span>
              )}
            </>
          );
          return (
            <li
              key={step.key}
              className={`vela-detail-path__step vela-detail-path__step--${state}${
                marking && index === selected ? ' vela-detail-path__step--selected' : ''
              }`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {marking ? (
                <button
                  type="button"
                  className="vela-detail-path__pick"
                  aria-pressed={index === selected}
                  onClick={() => setSelected(index)}
                >
                  {label}
                </button>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ol>
      {marking && target && (
        <Button
          type="primary"
          className="vela-detail-path__mark"
          icon={target.complete ? <CheckOutlined aria-hidden /> : undefined}
          loading={moving !== undefined}
          onClick={() => setMoving(target.step)}
        >
          {t(target.complete ? 'recordDetail.pathMarkComplete' : 'recordDetail.pathMarkCurrent')}
        </Button>
      )}
      {marking && moving && (
        <RecordFieldsEditor
          request={{
            objectApi: marking.objectApi,
            mode: 'EDIT',
            recordId: marking.recordId,
            defaultValues: { [path.field.apiname]: moving.key },
          }}
          fields={[]}
          variant="dialog"
          title={t('recordDetail.pathNeeds', { stage: moving.label })}
          onSaved={() => {
            setMoving(undefined);
            marking.onSaved();
          }}
          onCancel={() => setMoving(undefined)}
        />
      )}
    </nav>
  );
}
