import { mayAdministerAccess } from '@vela/core';
import type { FastifyRequest } from 'fastify';
import { type CurrentUser, requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { recordAuditEvent } from './audit-log.js';
import { forgetFieldAccess } from './object-permissions.js';

/** Access settings are an administrator's: profiles, roles, defaults, rules and forced sign-outs. */
export function requireAccessAdmin(user: CurrentUser): void {
  if (!mayAdministerAccess(user.profileId))
    throw new AppError(ErrorCode.FORBIDDEN, 'Only a system administrator may change access settings');
}

/** The signed-in caller of an access admin call, refused unless an administrator. */
export function accessAdminOf(request: FastifyRequest): CurrentUser {
  const user = requireUser(request.currentUser);
  requireAccessAdmin(user);
  return user;
}

/** Writes a 'permission-change' entry of the audit log for a change an administrator made. */
export function permissionChangeAudit(context: Pick<ModuleContext, 'database' | 'now'>) {
  return (user: CurrentUser, target: string, detail: unknown) =>
    recordAuditEvent(context.database, {
      orgId: user.orgId,
      at: context.now(),
      actorId: user.userId,
      kind: 'permission-change',
      target,
      detail,
    });
}

/** After any change of access settings: caches answer the new settings at once in this process. */
export function accessSettingsChanged(): void {
  forgetFieldAccess();
}
