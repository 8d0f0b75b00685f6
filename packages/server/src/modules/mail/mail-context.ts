import type { CurrentUser } from '../../http/current-user.js';
import type { ModuleContext } from '../module.js';
import { serverSecretKey } from './secret-box.js';

/** What the mail calls are given of the module context. */
export type Context = Pick<ModuleContext, 'database' | 'config' | 'now' | 'jobs'>;

export const keyOf = (context: Context) => serverSecretKey(context.config.dataDir);
export const flag = (value: boolean) => (value ? 1 : 0);

export function isAdministrator(user: CurrentUser): boolean {
  return user.profileId === 'system_admin';
}

export const likeLiteral = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
