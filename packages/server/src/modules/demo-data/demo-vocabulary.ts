import type { DemoRandom } from './demo-random.js';

/**
 * Words the demo records are made of: company names, people, streets. Kept
 * plain and international, like the demo org's regions (China, the US,
 * Germany, the UK).
 */
export const COMPANY_FIRST = [
  'Northwind',
  'Contoso',
  'Fabrikam',
  'Globex',
  'Initech',
  'Umbrella',
  'Stark',
  'Wayne',
  'Acme',
  'Blue Harbor',
  'Silver Peak',
  'Red Maple',
  'Golden Gate',
  'Evergreen',
  'Summit',
  'Pioneer',
  'Lakeside',
  'Riverbend',
  'Ironwood',
  'Bright Star',
  'Oakridge',
  'Harbor Point',
  'Crescent',
  'Nordic',
  'Pacific',
  'Atlas',
  'Vertex',
  'Quantum',
  'Horizon',
  'Sterling',
  'Cobalt',
  'Jade River',
  'Lotus',
  'Phoenix',
  'Orion',
  'Meridian',
  'Keystone',
  'Redwood',
  'Alpine',
  'Beacon',
] as const;

export const COMPANY_SECOND = [
  'Logistics',
  'Systems',
  'Foods',
  'Energy',
  'Health',
  'Robotics',
  'Textiles',
  'Motors',
  'Analytics',
  'Pharma',
  'Builders',
  'Telecom',
  'Retail',
  'Capital',
  'Software',
  'Farms',
  'Electronics',
  'Consulting',
  'Materials',
  'Media',
] as const;

export const COMPANY_SUFFIX = ['Inc.', 'Ltd.', 'GmbH', 'Co.', 'Group', 'LLC', 'AG', 'plc'] as const;

export const FIRST_NAMES = [
  'Alice',
  'Ben',
  'Chen',
  'Dana',
  'Elias',
  'Fatima',
  'Greta',
  'Hiro',
  'Isabel',
  'Jonas',
  'Kai',
  'Lena',
  'Mei',
  'Noah',
  'Olivia',
  'Priya',
  'Quinn',
  'Rafael',
  'Sofia',
  'Tom',
  'Uma',
  'Victor',
  'Wei',
  'Xavier',
  'Yara',
  'Zoe',
  'Liam',
  'Emma',
  'Lukas',
  'Hannah',
] as const;

export const LAST_NAMES = [
  'Anderson',
  'Becker',
  'Chen',
  'Diaz',
  'Evans',
  'Fischer',
  'Garcia',
  'Huang',
  'Ivanova',
  'Jones',
  'Kim',
  'Li',
  'Müller',
  'Nguyen',
  'Okafor',
  'Patel',
  'Quinn',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Wang',
  'Weber',
  'Wilson',
  'Zhang',
  'Brown',
  'Taylor',
] as const;

export const JOB_TITLES = [
  'CEO',
  'CFO',
  'CTO',
  'VP Sales',
  'Head of Purchasing',
  'IT Manager',
  'Operations Director',
  'Office Manager',
  'Procurement Specialist',
  'Marketing Manager',
  'Engineer',
  'Project Lead',
] as const;

export const DEPARTMENTS = [
  'Management',
  'Finance',
  'IT',
  'Sales',
  'Purchasing',
  'Operations',
  'Marketing',
] as const;

export const STREETS = [
  'Market Street',
  'Harbour Road',
  'Station Road',
  'Hauptstraße',
  'Nanjing Road',
  'Broadway',
  'High Street',
  'Park Avenue',
  'Lindenallee',
  'Zhongshan Road',
] as const;

export function personName(random: DemoRandom): { first: string; last: string; full: string } {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  return { first, last, full: `${first} ${last}` };
}

/** Lower-case ASCII for e-mail addresses and web domains ("Müller" → "muller"). */
export function slug(text: string, separator = ''): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^${separator}|${separator}$`, 'g'), '');
}

export function phoneNumber(random: DemoRandom, countryCode: string): string {
  return `+${countryCode} ${random.int(200, 989)} ${random.int(100, 999)} ${random.int(1000, 9999)}`;
}

/** Country calling codes of the demo regions' countries. */
export const CALLING_CODES: Record<string, string> = {
  China: '86',
  'United States': '1',
  Germany: '49',
  'United Kingdom': '44',
};
