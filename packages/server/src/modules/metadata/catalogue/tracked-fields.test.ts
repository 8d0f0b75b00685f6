import { MAX_TRACKED_FIELDS } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { expandFields } from './expand-fields.js';
import { STANDARD_OBJECTS } from './index.js';
import { KEY_TRACKED_FIELDS } from './tracked-fields.js';

describe('the demo organisation tracks the key fields of each object (issue 26 item 13)', () => {
  it('names only fields its objects have, each a stored one, and at most the limit per object', () => {
    const byApi = new Map(STANDARD_OBJECTS.map((object) => [object.api, object]));
    for (const [api, names] of Object.entries(KEY_TRACKED_FIELDS)) {
      const object = byApi.get(api);
      expect(object, api).toBeDefined();
      if (!object) continue;
      const fields = new Map(expandFields(object).map((field) => [field.api, field]));
      for (const name of names) expect(fields.get(name)?.column, `${api}.${name}`).toBeTruthy();
    }
    for (const object of STANDARD_OBJECTS) {
      const tracked = expandFields(object).filter((field) => field.track);
      expect(tracked.length, object.api).toBeLessThanOrEqual(MAX_TRACKED_FIELDS);
    }
  });

  it('tracks the owner, the status or stage and the amount of the main objects', () => {
    const tracked = (api: string) => {
      const object = STANDARD_OBJECTS.find((candidate) => candidate.api === api);
      return object
        ? expandFields(object)
            .filter((field) => field.track)
            .map((field) => field.api)
        : [];
    };
    expect(tracked('Opportunity')).toEqual(
      expect.arrayContaining(['ownerid', 'stage', 'amount', 'closedate']),
    );
    expect(tracked('Account')).toEqual(expect.arrayContaining(['ownerid', 'name', 'type']));
    expect(tracked('velacase')).toEqual(expect.arrayContaining(['ownerid', 'status', 'priority']));
    expect(tracked('quote')).toEqual(expect.arrayContaining(['status', 'amount']));
    expect(tracked('Invoices')).toEqual(expect.arrayContaining(['status', 'amount', 'due_date']));
  });
});
