import type {
  deleteFlowContract,
  FlowDefinition,
  getFlowObjectsContract,
  listFlowRunsContract,
  listFlowsContract,
  rerunFlowRunContract,
  saveFlowContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/** The flow calls of issue 20 (server module automation): requests and answers are core's contracts. */
export type {
  AutomationObject,
  FlowAction,
  FlowBranch,
  FlowCriteria,
  FlowDefinition,
  FlowRun,
  FlowStep,
  FlowView,
} from '@vela/core';

export const FLOWS_QUERY_KEY = 'automation';
export const flowSettingsPath = () => '/systemSettings/setuppage/flowSettings';

export const fetchFlows = async () =>
  (await api.call<typeof listFlowsContract>('/automation/listFlows', {})).data;
export const fetchFlowObjects = async () =>
  (await api.call<typeof getFlowObjectsContract>('/automation/getObjects', {})).data;
/** The editor shows the server's reason (a formula that does not compile, a field gone) beside the form. */
export const saveFlow = async (flow: FlowDefinition, flowId?: string) =>
  (
    await api.call<typeof saveFlowContract>('/automation/saveFlow', flowId ? { flowId, flow } : { flow }, {
      callerHandlesErrors: true,
    })
  ).data;
export const deleteFlow = async (flowId: string) =>
  (await api.call<typeof deleteFlowContract>('/automation/deleteFlow', { flowId })).data;
export const fetchFlowRuns = async (filter: { flowId?: string; recordId?: string }) =>
  (await api.call<typeof listFlowRunsContract>('/automation/listRuns', { ...filter, limit: 100 })).data;
export const rerunFlowRun = async (runId: string) =>
  (await api.call<typeof rerunFlowRunContract>('/automation/rerun', { runId })).data;

/** Whether the caller may read flow runs (administrators): the record page asks before it shows the tab. */
export const fetchRecordFlowRuns = async (recordId: string) => {
  try {
    return (
      await api.call<typeof listFlowRunsContract>(
        '/automation/listRuns',
        { recordId, limit: 100 },
        { callerHandlesErrors: true },
      )
    ).data;
  } catch {
    return null;
  }
};
