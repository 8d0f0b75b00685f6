import type {
  CallAnswer,
  deleteMajorEventContract,
  deleteMajorEventTypeContract,
  listMajorEventsContract,
  listMajorEventTypesContract,
  MajorEventInput,
  MajorEventTypeInput,
  saveMajorEventContract,
  saveMajorEventTypeContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/** Company milestones' calls (issue 18): requests and answers are core's contracts; screens show errors. */
const quiet = { callerHandlesErrors: true } as const;

export const MILESTONES_QUERY_KEY = 'milestones';
export type MajorEventList = CallAnswer<typeof listMajorEventsContract>;

export const fetchEventTypes = async () =>
  (await api.call<typeof listMajorEventTypesContract>('/majorEvent/listTypes', {}, quiet)).data.types;
export const fetchMilestones = async (accountId?: string) =>
  (await api.call<typeof listMajorEventsContract>('/majorEvent/list', accountId ? { accountId } : {}, quiet))
    .data.events;
export const saveEventType = async (input: MajorEventTypeInput) =>
  (await api.call<typeof saveMajorEventTypeContract>('/majorEvent/saveType', input, quiet)).data;
export const deleteEventType = async (id: string) =>
  (await api.call<typeof deleteMajorEventTypeContract>('/majorEvent/deleteType', { id }, quiet)).data;
export const saveMilestone = async (input: MajorEventInput) =>
  (await api.call<typeof saveMajorEventContract>('/majorEvent/save', input, quiet)).data;
export const deleteMilestone = async (id: string) =>
  (await api.call<typeof deleteMajorEventContract>('/majorEvent/delete', { id }, quiet)).data;
