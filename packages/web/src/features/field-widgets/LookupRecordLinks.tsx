import { Alert, Button } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInRouterContext, useNavigate } from 'react-router';
import { canViewRecord } from './lookup-api.js';
import type { LookupChoice } from './widget-contract.js';

export function recordDetailPath(id: string): string {
  return `/commonObjects/detail/${encodeURIComponent(id)}/DETAIL`;
}

type Go = (path: string) => void;

function RouterLinks(props: { choices: readonly LookupChoice[] }): ReactElement {
  const navigate = useNavigate();
  return <Links choices={props.choices} go={(path) => navigate(path)} />;
}

/**
 * The chosen records of a read-only lookup as links. Opening one first asks
 * whether the user may see it: isQuery false gives the no-permission warning
 * (spec 2 §6) instead of a detail page that would only refuse.
 */
export function LookupRecordLinks(props: { choices: readonly LookupChoice[] }): ReactElement {
  const inRouter = useInRouterContext();
  return inRouter ? (
    <RouterLinks choices={props.choices} />
  ) : (
    <Links choices={props.choices} go={(path) => window.location.assign(path)} />
  );
}

function Links(props: { choices: readonly LookupChoice[]; go: Go }): ReactElement {
  const { t } = useTranslation();
  const [refused, setRefused] = useState(false);
  const open = async (id: string) => {
    setRefused(false);
    if (await canViewRecord(id)) props.go(recordDetailPath(id));
    else setRefused(true);
  };
  return (
    <>
      <span className="vela-field-widget__links">
        {props.choices.map((choice) =>
          choice.unreadable ? (
            <span key={choice.id}>{choice.name}</span>
          ) : (
            <a
              key={choice.id}
              href={recordDetailPath(choice.id)}
              aria-label={t('fieldWidget.lookup.open', { name: choice.name })}
              onClick={(event) => {
                event.preventDefault();
                void open(choice.id);
              }}
            >
              {choice.name}
            </a>
          ),
        )}
      </span>
      {refused ? (
        <Alert
          type="warning"
          showIcon
          title={t('fieldWidget.lookup.noQueryPermission')}
          action={
            <Button size="small" type="text" onClick={() => setRefused(false)}>
              {t('common.close')}
            </Button>
          }
        />
      ) : null}
    </>
  );
}
