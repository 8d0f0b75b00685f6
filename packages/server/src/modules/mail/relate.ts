import {
  companyDomainOf,
  DEFAULT_MAIL_RELATION_RULES,
  domainOfAddress,
  domainOfWebsite,
  type MailRelatedRecord,
  type MailRelationRules,
  normaliseAddress,
} from '@vela/core';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { currentMetadata, type MetadataSnapshot, type ObjectModel } from '../metadata/index.js';
import { recordAccessFilter, recordsDb } from '../records/index.js';

/** Objects a message is related to by an e-mail field holding one of its addresses. */
const BY_EMAIL = ['contact', 'lead'] as const;
const RULE_OF = { contact: 'contactByAddress', lead: 'leadByAddress' } as const;
const ACCOUNT = 'account';
const MAX_MATCHES = 20;

type Found = Omit<MailRelatedRecord, 'how'>;

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

function column(object: ObjectModel, api: string): string | null {
  return object.fieldsByApi.get(api)?.columnName ?? null;
}

const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The records a message's addresses name, among those `user` may read: a
 * contact or lead by its e-mail, an account by its website's domain or its
 * e-mail's domain (never by a free-mail domain). The mailbox's own address is left out.
 */
export type RelationCache = Map<string, Found[]>;

export async function recordsByAddress(
  database: DatabaseHandle,
  user: CurrentUser,
  addresses: readonly string[],
  ownAddress: string,
  snapshot?: MetadataSnapshot,
  /** Answers by address and by domain, kept across the messages of one sync (the same people write often). */
  cache: RelationCache = new Map(),
  /** The organisation's automatic rules (`/relation`): a rule switched off finds nothing. */
  rules: MailRelationRules = DEFAULT_MAIL_RELATION_RULES,
): Promise<Found[]> {
  const own = normaliseAddress(ownAddress);
  const wanted = [
    ...new Set(addresses.map(normaliseAddress).filter((address) => address !== '' && address !== own)),
  ];
  if (wanted.length === 0) return [];
  const domains = [...new Set(wanted.map(companyDomainOf).filter((domain) => domain !== ''))];
  const newAddresses = wanted.filter((address) => !cache.has(address));
  const newDomains = domains.filter((domain) => !cache.has(`@${domain}`));
  if (newAddresses.length > 0 || newDomains.length > 0) {
    const metadata = snapshot ?? (await currentMetadata(database));
    for (const address of newAddresses) cache.set(address, []);
    for (const domain of newDomains) cache.set(`@${domain}`, []);
    if (newAddresses.length > 0)
      for (const api of BY_EMAIL) {
        if (!rules[RULE_OF[api]]) continue;
        const object = metadata.byApi.get(api);
        const email = object && column(object, 'email');
        if (!object || !email) continue;
        const rows = await recordsDb(database)
          .selectFrom(object.tableName)
          .select(['id', 'name', `${email} as address`])
          .where('is_deleted', '=', 0)
          .where(sql<boolean>`lower(${sql.ref(email)}) in (${sql.join(newAddresses)})`)
          .where(recordAccessFilter(user, object))
          .limit(MAX_MATCHES * newAddresses.length)
          .execute();
        for (const row of rows)
          cache.get(text(row.address).toLowerCase())?.push({
            recordId: text(row.id),
            objectApi: object.apiName,
            name: text(row.name),
          });
      }
    const account = metadata.byApi.get(ACCOUNT);
    const website = account && column(account, 'website');
    const accountEmail = account && column(account, 'email');
    if (account && website && newDomains.length > 0 && rules.accountByDomain) {
      const conditions = newDomains.flatMap((domain) => [
        sql<boolean>`lower(${sql.ref(website)}) like ${`%${likeLiteral(domain)}%`} escape '\\'`,
        ...(accountEmail
          ? [sql<boolean>`lower(${sql.ref(accountEmail)}) like ${`%@${likeLiteral(domain)}`} escape '\\'`]
          : []),
      ]);
      const rows = await recordsDb(database)
        .selectFrom(account.tableName)
        .select(['id', 'name', `${website} as site`, ...(accountEmail ? [`${accountEmail} as mail`] : [])])
        .where('is_deleted', '=', 0)
        .where(sql<boolean>`(${sql.join(conditions, sql` or `)})`)
        .where(recordAccessFilter(user, account))
        .limit(MAX_MATCHES * 5 * newDomains.length)
        .execute();
      for (const row of rows)
        for (const domain of new Set([domainOfWebsite(text(row.site)), domainOfAddress(text(row.mail))]))
          if (newDomains.includes(domain))
            cache
              .get(`@${domain}`)
              ?.push({ recordId: text(row.id), objectApi: account.apiName, name: text(row.name) });
    }
  }
  return [...wanted, ...domains.map((domain) => `@${domain}`)].flatMap((key) => cache.get(key) ?? []);
}
