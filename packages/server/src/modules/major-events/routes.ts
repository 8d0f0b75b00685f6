import {
  deleteMajorEventContract,
  deleteMajorEventTypeContract,
  listMajorEventsContract,
  listMajorEventTypesContract,
  saveMajorEventContract,
  saveMajorEventTypeContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { changeRoute } from '../../http/change-route.js';
import type { ModuleContext } from '../module.js';
import { auditedChangeRoute } from '../setup-audit/index.js';
import { deleteEvent, deleteType, listEvents, listTypes, saveEvent, saveType } from './major-event-store.js';

/** Company milestones (issue 18): reads for whoever may read the account; changes by administrators, audited. */
export function majorEventsModule(app: FastifyInstance, context: ModuleContext): void {
  const { database } = context;
  changeRoute(app, listMajorEventTypesContract, async (user) => ({
    types: await listTypes(database, user.orgId),
  }));
  changeRoute(app, listMajorEventsContract, async (user, input) => ({
    events: await listEvents(database, user, input.accountId),
  }));
  auditedChangeRoute(app, context, 'company', saveMajorEventTypeContract, (user, input) =>
    saveType(database, user, input, context.now()),
  );
  auditedChangeRoute(app, context, 'company', deleteMajorEventTypeContract, (user, input) =>
    deleteType(database, user, input.id),
  );
  auditedChangeRoute(app, context, 'company', saveMajorEventContract, (user, input) =>
    saveEvent(database, user, input, context.now()),
  );
  auditedChangeRoute(app, context, 'company', deleteMajorEventContract, (user, input) =>
    deleteEvent(database, user, input.id),
  );
}
