/** Where company milestones' setup pages live (issue 18; the spec's page names). */
const SETUP = '/systemSettings/setuppage';
export const MAJOR_EVENTS_PATH = `${SETUP}/importantEvent`;
export const editEventTypePath = (id?: string) =>
  `${SETUP}/importantEvent/edit${id ? `?id=${encodeURIComponent(id)}` : ''}`;
export const newMilestonePath = (params: { accountId?: string; id?: string } = {}) => {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => !!entry[1]),
  );
  return `${SETUP}/NewMajorEvents${query.size > 0 ? `?${query}` : ''}`;
};
export const previewPath = (accountId?: string) =>
  `${SETUP}/seePage${accountId ? `?accountId=${encodeURIComponent(accountId)}` : ''}`;
