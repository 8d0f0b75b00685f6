import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopePayload, envelopeRoute } from '../../test-support/envelope-call.js';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import { SLOW } from '../../test-support/render-app.js';
import type { CalendarItem } from './calendar-api.js';
import { OccurrenceDialog } from './OccurrenceDialog.js';

/** The third of a daily series (Berlin, 10:00 on the person's clock), the record's own start two days before. */
const item: CalendarItem = {
  key: '00UA~2',
  id: '00UA',
  kind: 'event',
  title: 'Standup',
  start: '2026-03-04 09:00:00',
  end: '2026-03-04 09:30:00',
  startWall: '2026-03-04T10:00:00',
  endWall: '2026-03-04T10:30:00',
  allDay: false,
  ownerId: '005A',
  ownerName: 'Mia Manager',
  location: 'Room 1',
  canEdit: true,
  lastModified: '2026-03-01T09:00:00.000Z',
  series: {
    index: 2,
    firstStart: '2026-03-02 09:00:00',
    rule: { freq: 'DAILY', interval: 1, byWeekday: [], count: 5, until: null },
    timeZone: 'Europe/Berlin',
  },
  reminderMinutes: null,
  myResponse: null,
};

const answer = (isSaveSuccess: boolean, errormessage = '') => ({
  isSaveSuccess,
  id: isSaveSuccess ? '00UB' : '',
  name: isSaveSuccess ? 'Standup (moved)' : '',
  errormessage,
  errorField: '',
});

let server: FakeServer;
beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer({
    'calendar/getInvitees': envelopeRoute(() =>
      ok({
        eventId: '00UA',
        organiserId: '005A',
        organiserName: 'Mia Manager',
        canManage: true,
        myResponse: null,
        invitees: [],
      }),
    ),
    'calendar/moveOccurrence': envelopeRoute(() => ok(answer(true))),
    'calendar/moveFollowing': envelopeRoute(() =>
      ok(answer(false, 'End: An event must end after it starts')),
    ),
    'objectInfo/save': envelopeRoute(() =>
      ok([{ id: '00UA', name: 'Standup', isSaveSuccess: true, errormessage: '', errorField: '' }]),
    ),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/**
 * Opens the occurrence, chooses "Edit this occurrence" and renames it by
 * keyboard, saves with Enter and answers the series question with `choice`
 * (arrow keys, then Enter on its Save).
 */
async function editByKeyboard(choice: 'one' | 'following' | 'all') {
  const onEdited = vi.fn();
  await renderWithApp(
    <OccurrenceDialog
      item={item}
      zone="Europe/Berlin"
      onEdited={onEdited}
      onOpen={() => undefined}
      onDelete={async () => null}
      onClose={() => undefined}
    />,
  );
  const user = userEvent.setup();
  screen.getByRole('button', { name: /edit this occurrence/i }).focus();
  await user.keyboard('{Enter}');
  const subject = await screen.findByRole('textbox', { name: 'Subject' });
  await waitFor(() => expect(subject).toHaveFocus());
  await user.keyboard('{Control>}a{/Control}Retro');
  await user.keyboard('{Enter}');
  const question = (await screen.findByText('Change a repeating event')).closest<HTMLElement>(
    '[role="dialog"]',
  )!;
  const first = within(question).getByRole('radio', { name: /only this occurrence/i });
  await waitFor(() => expect(first).toBeChecked());
  first.focus();
  for (let step = 0; step < ['one', 'following', 'all'].indexOf(choice); step += 1)
    await user.keyboard('{ArrowDown}');
  within(question).getByRole('button', { name: 'Save' }).focus();
  await user.keyboard('{Enter}');
  return onEdited;
}

describe('editing one occurrence of a repeating event from the calendar (issue 22)', () => {
  it(
    '[S1-R-113] "only this occurrence" cuts it out with the new subject, at its own times',
    SLOW,
    async () => {
      const onEdited = await editByKeyboard('one');
      await waitFor(() => expect(onEdited).toHaveBeenCalledWith('Standup (moved)'));
      expect(envelopePayload(server.callsTo('calendar/moveOccurrence')[0])).toEqual({
        eventId: '00UA',
        index: 2,
        begintime: '2026-03-04 09:00:00',
        endtime: '2026-03-04 09:30:00',
        values: { subject: 'Retro' },
      });
      expect(server.callsTo('objectInfo/save')).toHaveLength(0);
    },
  );

  it('[S1-R-113] "this and following" refused: the reason shows and the form stays', SLOW, async () => {
    const onEdited = await editByKeyboard('following');
    expect(await screen.findByText(/An event must end after it starts/)).toBeInTheDocument();
    expect(onEdited).not.toHaveBeenCalled();
    expect(envelopePayload(server.callsTo('calendar/moveFollowing')[0])).toMatchObject({ index: 2 });
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Retro');
  });

  it('[S1-R-113] "the whole series" saves the series record, its times unmoved', SLOW, async () => {
    const onEdited = await editByKeyboard('all');
    await waitFor(() => expect(onEdited).toHaveBeenCalledWith('Retro'));
    const saved = envelopePayload(server.callsTo('objectInfo/save')[0]) as { data: string };
    expect(JSON.parse(saved.data)).toEqual([
      {
        subject: 'Retro',
        id: '00UA',
        begintime: '2026-03-02 09:00:00',
        endtime: '2026-03-02 09:30:00',
        lastmodifydate: '2026-03-01T09:00:00.000Z',
      },
    ]);
    expect(server.callsTo('calendar/moveOccurrence')).toHaveLength(0);
  });
});
