import type {
  CallAnswer,
  erasePrivacyPersonContract,
  exportPrivacyPersonContract,
  findPrivacyPeopleContract,
  PrivacyEraseMode,
  PrivacyPerson,
} from '@vela/core';
import { api } from '../../../api/index.js';
import { saveFile } from '../../profile/index.js';

/** GDPR compliance's calls (issue 18): requests and answers are core's contracts; the page shows errors itself. */
const quiet = { callerHandlesErrors: true } as const;

export type PeopleFound = CallAnswer<typeof findPrivacyPeopleContract>;
export type EraseSummary = CallAnswer<typeof erasePrivacyPersonContract>;

export const findPeople = async (query: string) =>
  (await api.call<typeof findPrivacyPeopleContract>('/privacy/findPeople', { query }, quiet)).data;

/** Exports what is held about a person and hands it to the browser as one JSON file. */
export async function downloadPersonExport(person: PrivacyPerson): Promise<void> {
  const exported = (
    await api.call<typeof exportPrivacyPersonContract>(
      '/privacy/exportPerson',
      { kind: person.kind, id: person.id },
      quiet,
    )
  ).data;
  const file = new Blob([JSON.stringify(exported, null, 2)], { type: 'application/json' });
  saveFile(file, `gdpr-export-${person.kind}-${person.id}.json`);
}

export const erasePerson = async (person: PrivacyPerson, mode: PrivacyEraseMode) =>
  (
    await api.call<typeof erasePrivacyPersonContract>(
      '/privacy/erasePerson',
      { kind: person.kind, id: person.id, mode },
      quiet,
    )
  ).data;
