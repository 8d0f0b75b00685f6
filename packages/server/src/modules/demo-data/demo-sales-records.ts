import type { DemoRandom } from './demo-random.js';
import type { DemoOwner, DemoRecordWriter } from './demo-record-writer.js';
import {
  CALLING_CODES,
  COMPANY_FIRST,
  COMPANY_SECOND,
  COMPANY_SUFFIX,
  DEPARTMENTS,
  JOB_TITLES,
  personName,
  phoneNumber,
  slug,
} from './demo-vocabulary.js';

/**
 * The demo org's sales data: accounts with consistent addresses, two
 * contacts each, leads (some in the client pool), campaigns and
 * opportunities at every stage.
 */
export interface DemoAccount {
  id: string;
  name: string;
  owner: DemoOwner;
  domain: string;
  country: string;
  contacts: Array<{ id: string; name: string; email: string }>;
}

export interface DemoSales {
  accounts: DemoAccount[];
  leadIds: string[];
  campaignIds: string[];
  opportunities: Array<{ id: string; accountId: string; name: string; stage: string; owner: DemoOwner }>;
}

/** Who owns what: sales people most, a manager and the admin some, the partner a few (partner portal). */
const OWNERS: readonly DemoOwner[] = [
  'sam',
  'sam',
  'sam',
  'maria',
  'maria',
  'admin',
  'sam',
  'maria',
  'admin',
  'pat',
];
const INDUSTRY_WEIGHTS = [
  'Technology',
  'Manufacturing',
  'Retail',
  'Healthcare',
  'Banking',
  'Energy',
  'Other',
];
const STAGES = [
  ['Prospecting', 10],
  ['Qualification', 20],
  ['Proposal', 50],
  ['Negotiation', 75],
  // Probability is 3 digits long (at most 99): closed deals leave it empty.
  ['Closed won', null],
  ['Closed lost', null],
] as const;
const CURRENCY_BY_COUNTRY: Record<string, string> = { Germany: 'EUR', 'United Kingdom': 'GBP', China: 'CNY' };
const LOSS_REASONS = [
  'Chose a competitor on price',
  'Project postponed to next year',
  'No budget this quarter',
];
const DEAL_KINDS = ['Platform licences', 'Service contract', 'Hardware refresh', 'Support renewal', 'Pilot'];

function uniqueCompanyNames(random: DemoRandom, count: number): string[] {
  const names = new Set<string>();
  let round = 0;
  while (names.size < count) {
    const first = COMPANY_FIRST[(names.size + round) % COMPANY_FIRST.length] as string;
    const name = `${first} ${random.pick(COMPANY_SECOND)} ${random.pick(COMPANY_SUFFIX)}`;
    if (names.has(name)) round++;
    else names.add(name);
  }
  return [...names];
}

export async function seedDemoSales(writer: DemoRecordWriter, random: DemoRandom): Promise<DemoSales> {
  const accounts = await seedAccounts(writer, random);
  const campaignIds = await seedCampaigns(writer, random);
  const leadIds = await seedLeads(writer, random);
  const opportunities = await seedOpportunities(writer, random, accounts, campaignIds);
  return { accounts, leadIds, campaignIds, opportunities };
}

async function seedAccounts(writer: DemoRecordWriter, random: DemoRandom): Promise<DemoAccount[]> {
  const partnerType = writer.snapshot.byApi
    .get('account')
    ?.recordTypes.find((type) => type.name === 'Partner')?.id;
  const accounts: DemoAccount[] = [];
  const names = uniqueCompanyNames(random, 60);
  for (const [index, name] of names.entries()) {
    const owner = OWNERS[index % OWNERS.length] as DemoOwner;
    const isPartner = owner === 'pat' || index % 15 === 4;
    const industry = random.pick(INDUSTRY_WEIGHTS);
    const address = writer.address(random, 'Account', 'billingaddress');
    const country = address.billingaddress00 ?? '';
    const domain = `${slug(name.replace(/\s(Inc\.|Ltd\.|GmbH|Co\.|Group|LLC|AG|plc)$/, ''), '-')}.example.com`;
    const parent = index > 40 && index % 7 === 0 ? accounts[index % 10] : undefined;
    const values: Record<string, unknown> = {
      name,
      accountnumber: `ACC-${String(1001 + index)}`,
      type: isPartner
        ? 'Partner'
        : random.pick(['Customer', 'Customer', 'Customer', 'Prospect', 'Competitor']),
      industry,
      industry_other:
        industry === 'Other' ? random.pick(['Logistics', 'Hospitality', 'Public sector']) : null,
      rating: random.pick(['Hot', 'Warm', 'Cold']),
      phone: phoneNumber(random, CALLING_CODES[country] ?? '1'),
      email: `info@${domain}`,
      website: `https://www.${domain}`,
      annualrevenue: random.int(5, 900) * 100_000,
      numberofemployees: random.int(12, 25_000),
      active: random.chance(0.9),
      slaexpirationdate: writer.day(random.int(30, 700)),
      description: `${name} is a ${industry.toLowerCase()} company based in ${address.billingaddress02 ?? country}.`,
      ...address,
      ...(parent ? { parentid: parent.id } : {}),
      ...(isPartner && partnerType
        ? { recordtype: partnerType, partner_level: random.pick(['Gold', 'Silver', 'Bronze']) }
        : {}),
    };
    const id = await writer.save('Account', owner, values);
    accounts.push({ id, name, owner, domain, country, contacts: [] });
  }

  const emails = new Set<string>();
  for (const account of accounts) {
    for (let i = 0; i < 2; i++) {
      const person = personName(random);
      let email = `${slug(person.first)}.${slug(person.last)}@${account.domain}`;
      if (emails.has(email)) email = `${slug(person.first)}.${slug(person.last)}${i + 2}@${account.domain}`;
      emails.add(email);
      const id = await writer.save('Contact', account.owner, {
        name: person.full,
        firstname: person.first,
        lastname: person.last,
        accountid: account.id,
        title: random.pick(JOB_TITLES),
        department: random.pick(DEPARTMENTS),
        email,
        phone: phoneNumber(random, CALLING_CODES[account.country] ?? '1'),
        mobilephone: phoneNumber(random, CALLING_CODES[account.country] ?? '1'),
        birthdate: `${random.int(1960, 1998)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
        leadsource: random.pick(['Web', 'Phone inquiry', 'Partner referral', 'Trade show']),
        qywxlxr: random.chance(0.3),
        ...writer.address(random, 'Contact', 'mailingaddress'),
      });
      account.contacts.push({ id, name: person.full, email });
    }
  }
  return accounts;
}

async function seedCampaigns(writer: DemoRecordWriter, random: DemoRandom): Promise<string[]> {
  const campaigns = [
    ['Spring product webinar', 'Webinar', 'Completed', -90],
    ['Hannover trade show', 'Trade show', 'Completed', -60],
    ['Partner summit', 'Conference', 'In progress', -5],
    ['Summer newsletter', 'E-mail', 'Planned', 20],
    ['Service console launch', 'Advertisement', 'Planned', 45],
    ['Year-end renewal drive', 'E-mail', 'Planned', 120],
  ] as const;
  const ids: string[] = [];
  for (const [name, type, status, startDays] of campaigns) {
    const budget = random.int(5, 80) * 1000;
    ids.push(
      await writer.save('campaign', 'maria', {
        name,
        type,
        status,
        start_date: writer.day(startDays),
        end_date: writer.day(startDays + random.int(1, 30)),
        budgetedcost: budget,
        actualcost: status === 'Completed' ? Math.round(budget * random.amount(0.7, 1.1)) : null,
        expectedrevenue: budget * random.int(4, 12),
        isactive: status !== 'Completed',
        description: `${type} campaign: ${name}.`,
      }),
    );
  }
  return ids;
}

async function seedLeads(writer: DemoRecordWriter, random: DemoRandom): Promise<string[]> {
  const ids: string[] = [];
  const companies = uniqueCompanyNames(random, 60).map((name) => name.replace(/^(\S+)/, 'New $1'));
  for (const [index, company] of companies.entries()) {
    const person = personName(random);
    const inPool = index % 8 === 0;
    const address = writer.address(random, 'Lead', 'address');
    ids.push(
      await writer.save('Lead', inPool ? 'admin' : (OWNERS[index % OWNERS.length] as DemoOwner), {
        name: person.full,
        firstname: person.first,
        lastname: person.last,
        company,
        title: random.pick(JOB_TITLES),
        email: `${slug(person.first)}.${slug(person.last)}.${index + 1}@${slug(company, '-')}.example.com`,
        phone: phoneNumber(random, CALLING_CODES[address.address00 ?? ''] ?? '1'),
        status: random.pick(['Open', 'Open', 'Working', 'Qualified', 'Unqualified']),
        leadsource: random.pick(['Web', 'Phone inquiry', 'Partner referral', 'Trade show', 'Other']),
        industry: random.pick(['Technology', 'Retail', 'Healthcare', 'Education', 'Construction']),
        rating: random.pick(['Hot', 'Warm', 'Cold']),
        annualrevenue: random.int(1, 200) * 50_000,
        marketsea: inPool,
        assignstate: inPool ? 'SelfCreated' : random.pick(['SelfCreated', 'Assigned', 'Claimed']),
        ...address,
      }),
    );
  }
  return ids;
}

async function seedOpportunities(
  writer: DemoRecordWriter,
  random: DemoRandom,
  accounts: readonly DemoAccount[],
  campaignIds: readonly string[],
): Promise<DemoSales['opportunities']> {
  const opportunities: DemoSales['opportunities'] = [];
  for (let index = 0; index < 50; index++) {
    const account = accounts[(index * 7) % accounts.length] as DemoAccount;
    const [stage, probability] = STAGES[index % STAGES.length] as (typeof STAGES)[number];
    const closed = stage.startsWith('Closed');
    const name = `${account.name.split(' ')[0]} — ${random.pick(DEAL_KINDS)}`;
    const id = await writer.save('Opportunity', account.owner, {
      name,
      khmc: account.id,
      stage,
      amount: random.int(8, 400) * 1250,
      probability,
      closedate: writer.day(closed ? -random.int(3, 150) : random.int(7, 180)),
      loss_reason: stage === 'Closed lost' ? random.pick(LOSS_REASONS) : null,
      leadsource: random.pick(['Web', 'Phone inquiry', 'Partner referral', 'Trade show']),
      campaignid: index % 4 === 0 ? random.pick(campaignIds) : null,
      currency: CURRENCY_BY_COUNTRY[account.country] ?? 'USD',
      description: `${stage} with ${account.name}.`,
    });
    opportunities.push({ id, accountId: account.id, name, stage, owner: account.owner });
  }
  return opportunities;
}
