import { z } from 'zod';
import { defineCall } from './call-contract.js';

/** The chat calls (server module chat). */

export const chatGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 'organisation': everyone in the organisation (where save cards go by default); 'public': a public group. */
  kind: z.enum(['organisation', 'public']),
});
/** A chat group a person sees in the chat panel. */
export type ChatGroup = z.infer<typeof chatGroupSchema>;

export const listChatGroupsContract = defineCall({
  path: '/chat/listGroups',
  summary: "The chat groups the caller belongs to: the organisation's group, then their public groups",
  request: z.strictObject({}),
  response: z.array(chatGroupSchema),
});
