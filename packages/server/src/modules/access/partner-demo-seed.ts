import { DEMO_ORG_ID, findUserIdByEmail, movePartnerUsers } from '../auth/index.js';
import { demoRecordWriter } from '../demo-data/index.js';
import type { SeedContext, Seeder } from '../module.js';
import { movePartnerLogo } from '../shell/index.js';
import { rebuildAccessGraph } from './access-graph.js';

/** The demo's partner accounts: Account records, so their partner users are managed from the account. */
const DEMO_PARTNER_ACCOUNTS = [
  { seedId: 'partner_acme', name: 'Acme Partners' },
  { seedId: 'partner_globex', name: 'Globex Partners' },
] as const;

/**
 * The demo's partner accounts become Account records (their users and logo
 * follow), and the people the access demo adds get records of their own:
 * Rob, below Tina the team lead, and Rita, Globex's partner user, whose deal
 * Acme's Pat must never reach.
 */
async function seedPartnersAndTeam({ database, now }: SeedContext): Promise<void> {
  const writer = await demoRecordWriter(database, DEMO_ORG_ID, now);
  if (!writer) return;
  const idOf = async (email: string) => {
    const id = await findUserIdByEmail(database, email);
    if (!id) throw new Error(`The demo user ${email} is missing`);
    return id;
  };
  for (const partner of DEMO_PARTNER_ACCOUNTS) {
    const accountId = await writer.save('Account', 'admin', { name: partner.name });
    await movePartnerUsers(database, DEMO_ORG_ID, partner.seedId, accountId);
    await movePartnerLogo(database.db, DEMO_ORG_ID, partner.seedId, accountId);
  }
  const tina = await idOf('tina.lead@vela.local');
  await writer.save('Account', 'admin', { name: 'Lead Peak Ventures', ownerid: tina });
  const rob = await idOf('rob.rep@vela.local');
  const rita = await idOf('rita.rival@vela.local');
  const robsAccount = await writer.save('Account', 'admin', { name: 'Rowe Outfitters', ownerid: rob });
  await writer.save('Opportunity', 'admin', {
    name: 'Rowe Outfitters — Team licences',
    khmc: robsAccount,
    stage: 'Qualification',
    closedate: writer.day(40),
    amount: 48_000,
    ownerid: rob,
  });
  await writer.save('Lead', 'admin', {
    name: 'Riley Rowe',
    company: 'Rowe Hiking Co',
    status: 'Open',
    ownerid: rob,
  });
  const ritasAccount = await writer.save('Account', 'admin', { name: 'Globex Retail Group', ownerid: rita });
  await writer.save('Opportunity', 'admin', {
    name: 'Globex — Store rollout',
    khmc: ritasAccount,
    stage: 'Prospecting',
    closedate: writer.day(60),
    amount: 125_000,
    ownerid: rita,
  });
  await rebuildAccessGraph(database, DEMO_ORG_ID);
}

/** After the demo records, before the private defaults (like the other demo records, written freely). */
export const partnerDemoSeeder: Seeder = {
  name: 'access: partner accounts and team records',
  seed: seedPartnersAndTeam,
};
