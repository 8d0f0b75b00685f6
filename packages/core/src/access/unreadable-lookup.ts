/**
 * The name a lookup shows for a record the reader may not read (issue 16):
 * the id stays, so the column does not pretend the field is empty, but the
 * name is no trace of the record. The server sends this text in place of the
 * name (exports and prints show it as is); the web shows its own words for it,
 * as plain text, never a link.
 */
export const UNREADABLE_LOOKUP_NAME = '(no access)';

/** Whether a lookup name the server sent is the placeholder of a record the reader may not read. */
export function isUnreadableLookupName(name: unknown): boolean {
  return name === UNREADABLE_LOOKUP_NAME;
}
