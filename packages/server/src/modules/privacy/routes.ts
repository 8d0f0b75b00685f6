import {
  erasePrivacyPersonContract,
  exportPrivacyPersonContract,
  findPrivacyPeopleContract,
  type PrivacyEraseSummary,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { changeRoute } from '../../http/change-route.js';
import type { ModuleContext } from '../module.js';
import { auditedChangeRoute } from '../setup-audit/index.js';
import { exportPerson } from './held-data.js';
import { findPeople } from './people.js';
import { erasePerson } from './person-erase.js';

/**
 * GDPR compliance (issue 18, setup page gdprCompliance): administrators only. An erase is in the
 * setup audit trail by the person's kind and id, never their name: the trail must not keep what the
 * erase removed.
 */
export function privacyModule(app: FastifyInstance, context: ModuleContext): void {
  changeRoute(app, findPrivacyPeopleContract, (user, input) =>
    findPeople(context.database, user, input.query),
  );
  changeRoute(app, exportPrivacyPersonContract, (user, input) =>
    exportPerson(context.database, context.config.dataDir, user, input, context.now()),
  );
  auditedChangeRoute(
    app,
    context,
    'privacy',
    erasePrivacyPersonContract,
    (user, input) => erasePerson(context.database, context.config.dataDir, user, input, context.now()),
    async (input, result?: PrivacyEraseSummary) => ({
      target: `${input.kind} ${input.id}`,
      state: result ?? { mode: input.mode },
    }),
  );
}
