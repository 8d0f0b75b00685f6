import { Alert, Button, Flex, Select, Spin } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { KanbanBoard } from './KanbanBoard.js';
import type { ListFieldInfo, ListQuestion } from './list-view-api.js';
import { useKanbanBoard } from './useKanbanBoard.js';

interface KanbanPanelProps {
  question: ListQuestion;
  enabled: boolean;
  fields: ListFieldInfo[];
  messages: MessageInstance;
}

/** The kanban view under the list's toolbar: which picklist makes the columns, which field they total, the board. */
export function KanbanPanel({ question, enabled, fields, messages }: KanbanPanelProps) {
  const { t } = useTranslation();
  const groupId = useId();
  const sumId = useId();
  const kanban = useKanbanBoard(question, enabled);
  const data = kanban.shown;
  if (kanban.board.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={kanban.board.error instanceof Error ? kanban.board.error.message : t('common.loadFailed')}
        action={<Button onClick={() => void kanban.board.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!data) return <Spin className="vela-kanban__loading" />;
  const groupInfo = fields.find((field) => field.apiName === data.groupField.apiName);
  const movable = groupInfo?.editable ?? false;
  const labelOf = (value: string) =>
    data.columns.find((column) => column.value === value)?.label || t('listView.kanban.noValue');
  const onMove = (cardId: string, to: string) => {
    void kanban.move(cardId, to).then(
      (outcome) => {
        if (!outcome) return;
        if (outcome.kind === 'moved')
          void messages.success(
            t('listView.kanban.moved', { name: outcome.name, column: labelOf(outcome.to) }),
          );
        else
          void messages.error({
            content: t('listView.kanban.refused', {
              name: outcome.name,
              from: labelOf(outcome.from),
              reason:
                outcome.changedBy !== undefined
                  ? t('listView.kanban.changedSince', {
                      changer: outcome.changedBy || t('recordForm.conflict.someone'),
                    })
                  : outcome.reason,
            }),
            duration: 6,
          });
      },
      () => undefined,
    );
  };
  return (
    <Flex vertical gap={12}>
      <Flex gap={16} wrap align="center">
        <span className="vela-kanban__choice">
          <label htmlFor={groupId}>{t('listView.kanban.groupBy')}</label>
          <Select
            id={groupId}
            aria-label={t('listView.kanban.groupBy')}
            value={data.groupField.apiName}
            onChange={kanban.setGroupField}
            popupMatchSelectWidth={false}
            options={data.groupChoices.map((field) => ({ value: field.apiName, label: field.label }))}
          />
        </span>
        <span className="vela-kanban__choice">
          <label htmlFor={sumId}>{t('listView.kanban.sumOf')}</label>
          <Select
            id={sumId}
            aria-label={t('listView.kanban.sumOf')}
            value={data.sumField?.apiName ?? ''}
            onChange={kanban.setSumField}
            popupMatchSelectWidth={false}
            options={[
              { value: '', label: t('listView.kanban.noSum') },
              ...data.sumChoices.map((field) => ({ value: field.apiName, label: field.label })),
            ]}
          />
        </span>
        {kanban.board.isFetching && <Spin size="small" />}
      </Flex>
      {!movable && (
        <Alert type="info" showIcon title={t('listView.kanban.readOnly', { field: data.groupField.label })} />
      )}
      <KanbanBoard board={data} movable={movable} onMove={onMove} />
    </Flex>
  );
}
