import type { DialogText, ServerTranslation } from './response-reaction.js';

/**
 * The request client decides what the user sees; a host component mounted
 * once at the root shows it. The client never imports a component, so the
 * first screen does not carry the dialog's code.
 */
export interface ErrorDialogContent {
  text: DialogText;
  code: string;
  requestId: string;
  status: number | undefined;
}

export type FeedbackEvent =
  | { type: 'dialog'; dialog: ErrorDialogContent }
  | { type: 'toast'; text: { message: string; translation?: ServerTranslation } | { messageKey: string } };

type Listener = (event: FeedbackEvent) => void;

const listeners = new Set<Listener>();
let waiting: FeedbackEvent[] = [];
const waitingWatchers = new Set<() => void>();

export function publishFeedback(event: FeedbackEvent): void {
  if (listeners.size === 0) {
    waiting.push(event);
    for (const watcher of waitingWatchers) watcher();
    return;
  }
  for (const listener of listeners) listener(event);
}

/** Events published before a host mounted are delivered on subscription. */
export function subscribeFeedback(listener: Listener): () => void {
  listeners.add(listener);
  const backlog = waiting;
  waiting = [];
  for (const event of backlog) listener(event);
  return () => listeners.delete(listener);
}

export function hasWaitingFeedback(): boolean {
  return waiting.length > 0;
}

/** Called when feedback waits for a host: lets the root load the host only once something must be shown. */
export function onFeedbackWaiting(watcher: () => void): () => void {
  waitingWatchers.add(watcher);
  return () => waitingWatchers.delete(watcher);
}

/**
 * The queue of error dialogs with one more: a dialog saying what one already waiting says (the same code and
 * text, e.g. a list's rows and its count refused for one reason) is not queued again, so one failure shows
 * one dialog.
 */
export function queueDialog(open: ErrorDialogContent[], next: ErrorDialogContent): ErrorDialogContent[] {
  const same = (dialog: ErrorDialogContent) =>
    dialog.code === next.code && JSON.stringify(dialog.text) === JSON.stringify(next.text);
  return open.some(same) ? open : [...open, next];
}
