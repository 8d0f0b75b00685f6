import { z } from 'zod';
import { defineCall } from './call-contract.js';

/** GET, public: no body. Monitoring asks it; the web does not. */
export const healthContract = defineCall({
  path: '/health',
  summary: 'Is the server up and its database reachable',
  request: z.strictObject({}),
  response: z.object({ status: z.literal('ok'), database: z.string() }),
});
