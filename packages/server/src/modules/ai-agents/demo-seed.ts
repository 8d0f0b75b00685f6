import { AI_TOOLS } from '@vela/core';
import { DEMO_ORG_ID } from '../auth/index.js';
import type { Seeder } from '../module.js';
import { ensureAgent } from './agent-store.js';

/** The demo launcher's "Sales assistant" bot item opens velaAi?agentId=agent_sales (shell's demo menus). */
export const DEMO_AGENT_ID = 'agent_sales';

/** The demo's agent: every tool, no model (the built-in assistant answers until one is configured). */
export const aiAgentsDemoSeeder: Seeder = {
  name: 'ai-agents',
  async seed({ database, now }) {
    await ensureAgent(
      database,
      DEMO_ORG_ID,
      DEMO_AGENT_ID,
      {
        name: 'Sales assistant',
        instruction:
          'You help sales reps find their accounts, contacts and deals and prepare their follow-ups.',
        tools: AI_TOOLS,
      },
      now,
    );
  },
};
