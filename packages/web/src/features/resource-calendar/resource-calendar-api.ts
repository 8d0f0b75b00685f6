import type { CallAnswer, getResourceCalendarContract, moveResourceBarContract } from '@vela/core';
import { api } from '../../api/index.js';

/** The resource calendar's server calls (issue 22): a window's resources and bars, and a bar's move. */

export type ResourceCalendarData = CallAnswer<typeof getResourceCalendarContract>;
export type { ResourceBar } from '@vela/core';
export type CalendarResource = ResourceCalendarData['resources'][number];

export const RESOURCE_CALENDAR_KEYS = {
  all: ['resourceCalendar'] as const,
  window: (window: { from: string; to: string }) => ['resourceCalendar', window.from, window.to] as const,
};

export async function fetchResourceCalendar(window: {
  from: string;
  to: string;
}): Promise<ResourceCalendarData> {
  return (await api.call<typeof getResourceCalendarContract>('/resourceCalendar/getWindow', window)).data;
}

/** Moves a bar; the server's refusal (an overlap, named) comes back as the thrown error's message. */
export async function moveResourceBar(move: {
  id: string;
  kind: 'shift' | 'event';
  resourceId: string;
  start: string;
  end: string;
}) {
  return (
    await api.call<typeof moveResourceBarContract>('/resourceCalendar/moveBar', move, {
      callerHandlesErrors: true,
    })
  ).data;
}
