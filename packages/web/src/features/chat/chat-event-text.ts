import type { ChatEvent } from '@vela/core';
import type { TFunction } from 'i18next';

/** A membership message in the reader's language (the server keeps what happened, not words). */
export function chatEventText(t: TFunction, event: ChatEvent): string {
  const values = { actor: event.actorName, subjects: event.subjectNames.join(', '), name: event.name };
  switch (event.action) {
    case 'created':
      return t('chat.event.created', values);
    case 'added':
      return t('chat.event.added', values);
    case 'removed':
      return t('chat.event.removed', values);
    case 'left':
      return t('chat.event.left', values);
    case 'renamed':
      return t('chat.event.renamed', values);
  }
}
