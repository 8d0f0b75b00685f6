import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  fetchKanbanBoard,
  type KanbanBoardData,
  LIST_VIEW_KEYS,
  type ListQuestion,
  type ListRow,
  updateFieldOfRecords,
} from './list-view-api.js';

/** A card on its way to another column: shown there until the server answers. */
interface PendingMove {
  card: ListRow;
  from: string;
  to: string;
}

export type MoveOutcome =
  | { kind: 'moved'; name: string; to: string }
  | { kind: 'refused'; name: string; from: string; reason: string; changedBy?: string };

/** Moves the card between columns of a board, with counts and sums following it. */
export function applyMove(board: KanbanBoardData, move: PendingMove): KanbanBoardData {
  const sumApi = board.sumField?.apiName;
  const amount = sumApi ? Number(move.card[sumApi] ?? 0) || 0 : 0;
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.value === move.from) {
        return {
          ...column,
          count: Math.max(0, column.count - 1),
          sum: column.sum === null ? null : column.sum - amount,
          cards: column.cards.filter((card) => card.id !== move.card.id),
        };
      }
      if (column.value === move.to) {
        const moved = { ...move.card, [board.groupField.apiName]: move.to || null };
        return {
          ...column,
          count: column.count + 1,
          sum: column.sum === null ? null : column.sum + amount,
          cards: [moved, ...column.cards],
        };
      }
      return column;
    }),
  };
}

/**
 * The kanban view's data and its one action. A dropped card shows in its new
 * column at once; the move is saved through the form's save rules
 * (/view/batchUpdateField), and a refusal puts the card back where it was.
 */
export function useKanbanBoard(question: ListQuestion, enabled: boolean) {
  const queryClient = useQueryClient();
  const [groupField, setGroupField] = useState<string | undefined>(undefined);
  const [sumField, setSumField] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState<PendingMove[]>([]);
  const board = useQuery({
    queryKey: LIST_VIEW_KEYS.kanban(question, groupField, sumField),
    queryFn: () => fetchKanbanBoard(question, groupField, sumField),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const shown = useMemo(
    () => (board.data ? pending.reduce(applyMove, board.data) : undefined),
    [board.data, pending],
  );

  const move = async (cardId: string, to: string): Promise<MoveOutcome | null> => {
    const data = shown;
    if (!data) return null;
    const from = data.columns.find((column) => column.cards.some((card) => card.id === cardId));
    const card = from?.cards.find((candidate) => candidate.id === cardId);
    if (!from || !card || from.value === to) return null;
    const name = typeof card.name === 'string' ? card.name : '';
    const step: PendingMove = { card, from: from.value, to };
    setPending((list) => [...list, step]);
    const forget = () => setPending((list) => list.filter((entry) => entry !== step));
    try {
      const answer = await updateFieldOfRecords(
        question.objectApi,
        [cardId],
        data.groupField.apiName,
        to === '' ? null : to,
        // The card's version: a card someone changed since the board loaded is not moved over their change.
        typeof card.lastmodifydate === 'string' ? { [cardId]: card.lastmodifydate } : undefined,
      );
      const refusal = answer.failed[0];
      if (refusal) {
        forget();
        if (refusal.changedBy !== undefined) {
          await queryClient.invalidateQueries({ queryKey: ['listView'] });
          return {
            kind: 'refused',
            name,
            from: from.value,
            reason: refusal.message,
            changedBy: refusal.changedBy,
          };
        }
        return { kind: 'refused', name, from: from.value, reason: refusal.message };
      }
      await queryClient.invalidateQueries({ queryKey: ['listView'] });
      forget();
      return { kind: 'moved', name, to };
    } catch (error) {
      // The request client has already said what went wrong (dialog or toast); the card goes back.
      forget();
      throw error;
    }
  };

  return { board, shown, groupField, setGroupField, sumField, setSumField, move };
}
