import type {
  assignWorkOrderContract,
  CallAnswer,
  CallRequest,
  getDispatchDeskContract,
  getResourceUsageContract,
  recommendResourcesContract,
  unassignWorkOrderContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/** Dispatch's server calls (issue 22): the desk, assigning, recommendations and resource usage. */

export type DispatchDesk = CallAnswer<typeof getDispatchDeskContract>;
export type DeskRequest = CallRequest<typeof getDispatchDeskContract>;
export type WorkOrderCard = DispatchDesk['waiting'][number];
export type DeskResource = DispatchDesk['resources'][number];
export type DeskBar = DispatchDesk['bars'][number];
export type Recommendations = CallAnswer<typeof recommendResourcesContract>;
export type Recommendation = Recommendations['recommendations'][number];
export type RecommendationReason = Recommendation['reasons'][number];
export type ResourceUsage = CallAnswer<typeof getResourceUsageContract>;

export const DISPATCH_KEYS = {
  all: ['dispatch'] as const,
  desk: (request: DeskRequest) => ['dispatch', 'desk', request] as const,
  recommend: (workOrderId: string, from: string) => ['dispatch', 'recommend', workOrderId, from] as const,
  usage: (from: string, days: number) => ['dispatch', 'usage', from, days] as const,
};

export async function fetchDispatchDesk(request: DeskRequest): Promise<DispatchDesk> {
  return (await api.call<typeof getDispatchDeskContract>('/dispatch/getDesk', request)).data;
}

export async function fetchRecommendations(workOrderId: string, from: string): Promise<Recommendations> {
  return (
    await api.call<typeof recommendResourcesContract>('/dispatch/recommend', { workOrderId, from, days: 7 })
  ).data;
}

/** Assigns; a refusal (its reason from the server) comes back as the thrown error's message. */
export async function assignWorkOrder(request: {
  workOrderId: string;
  resourceId: string;
  start: string;
  end?: string;
}) {
  return (
    await api.call<typeof assignWorkOrderContract>('/dispatch/assign', request, { callerHandlesErrors: true })
  ).data;
}

export async function unassignWorkOrder(workOrderId: string) {
  return (
    await api.call<typeof unassignWorkOrderContract>(
      '/dispatch/unassign',
      { workOrderId },
      { callerHandlesErrors: true },
    )
  ).data;
}

export async function fetchResourceUsage(from: string, days: number): Promise<ResourceUsage> {
  return (await api.call<typeof getResourceUsageContract>('/dispatch/getUsage', { from, days })).data;
}
