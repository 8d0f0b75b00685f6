import { APP_TYPE, APP_VERSION, type CallAnswer, type CallContract, type CallRequest } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { AppError, ErrorCode } from '../../http/envelope.js';
import type { Credential } from './bot-token.js';

/**
 * An agent's tools call the API the way the person's own browser would: with
 * their credential, through the same routes, so every access rule (sharing,
 * field-level security, partner isolation) applies without being restated here.
 */
export interface UserCalls {
  call<C extends CallContract>(contract: C, body: CallRequest<C>): Promise<CallAnswer<C>>;
}

export function callsOfUser(app: FastifyInstance, credential: Credential): UserCalls {
  const headers: Record<string, string> =
    credential.kind === 'session'
      ? { accesstoken: credential.value }
      : { authorization: `Bearer ${credential.value}` };
  return {
    async call(contract, body) {
      const response = await app.inject({
        method: 'POST',
        url: `/api${contract.path}`,
        headers,
        payload: { head: { appType: APP_TYPE, appVersion: APP_VERSION, source: 'ai-agent' }, body } as object,
      });
      const json = response.json() as {
        result?: boolean;
        returnCode?: string;
        returnInfo?: string;
        data?: unknown;
      };
      if (json.result !== true) {
        // The route's own refusal (not found, no access, bad input) is the tool's answer.
        const code = response.statusCode === 404 ? ErrorCode.NOT_FOUND : ErrorCode.BAD_REQUEST;
        throw new AppError(code, json.returnInfo || `${contract.path} answered ${response.statusCode}`);
      }
      return contract.response.parse(json.data) as CallAnswer<typeof contract>;
    },
  };
}
