import type { CallContract, SetupAuditArea } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { changeRoute } from '../../http/change-route.js';
import type { CurrentUser } from '../../http/current-user.js';
import type { ModuleContext } from '../module.js';
import { recordSetupChange } from './audit-store.js';

/** What a change was about and the state of it, read before the change and again after it. */
export interface AuditCapture {
  target: string;
  state: unknown;
}

/** Reads the target of a change: before it (result undefined) and after it (with its result), for its caller. */
export type CaptureState<Input, Result> = (
  input: Input,
  result: Result | undefined,
  user: CurrentUser,
) => Promise<AuditCapture>;

type AuditContext = Pick<ModuleContext, 'database' | 'now'>;

/** The words naming a change's target when no capture is given: the first name-like value of its input. */
function targetOf(input: unknown): string {
  if (typeof input !== 'object' || input === null) return '';
  const record = input as Record<string, unknown>;
  for (const key of ['name', 'label', 'objectApi', 'objectApiName', 'profileId', 'userId', 'roleId', 'id'])
    if (typeof record[key] === 'string' && record[key]) return String(record[key]);
  return '';
}

/**
 * A change function that records itself in the setup audit trail when it succeeds: who, when, the
 * call, what it changed, and the state before and after (the input when no capture is given). A
 * refused change records nothing.
 */
export function audited<Input, Result>(
  context: AuditContext,
  area: SetupAuditArea,
  action: string,
  change: (user: CurrentUser, input: Input) => Promise<Result>,
  capture?: CaptureState<Input, Result>,
): (user: CurrentUser, input: Input) => Promise<Result> {
  return async (user, input) => {
    const before = capture ? await capture(input, undefined, user) : undefined;
    const result = await change(user, input);
    const after = capture ? await capture(input, result, user) : { target: targetOf(input), state: input };
    await recordSetupChange(context.database, {
      at: context.now(),
      user,
      area,
      action,
      target: after.target || before?.target || '',
      before: before?.state,
      after: after.state,
    });
    return result;
  };
}

/** changeRoute (http/change-route.ts) of a setup change, recorded in the audit trail. */
export function auditedChangeRoute<Request extends z.ZodType, Response extends z.ZodType>(
  app: FastifyInstance,
  context: AuditContext,
  area: SetupAuditArea,
  contract: CallContract<`/${string}`, Request, Response>,
  change: (user: CurrentUser, input: z.output<Request>) => Promise<z.input<Response>>,
  capture?: CaptureState<z.output<Request>, z.input<Response>>,
): void {
  changeRoute(app, contract, audited(context, area, contract.path, change, capture));
}
