import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FlowAction, FlowDefinition, FlowView } from '@vela/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeServer, installFakeServer, ok } from '../../test-support/fake-server.js';
import { renderWithApp } from '../../test-support/render.js';
import FlowSettingsPage from './FlowSettingsPage.js';

/**
 * The flow editor's decisions nested three deep (issue 20): read, changed, added and removed at each level,
 * and no fourth level offered. Only fireEvent and queries that wait for what they look for: no key presses,
 * no timers, nothing that depends on how fast the page is (an earlier test of this hung under load).
 */

// Generous waits: they end as soon as the element is there, and only a broken editor uses them up.
const WAIT = { timeout: 20_000 };
let server: FakeServer;

const card = (message: string): FlowAction => ({ type: 'botCard', message });
const decision = (formula: string, thenSteps: FlowAction[], elseSteps: FlowAction[]): FlowAction => ({
  type: 'branch',
  criteria: { kind: 'formula', formula },
  thenSteps,
  elseSteps,
});

/** Step 1 decides on the amount; inside its then path a second decision, inside that one's then a third. */
const NESTED: FlowDefinition = {
  name: 'Deal sizes',
  objectApi: 'Opportunity',
  active: true,
  trigger: 'createOrUpdate',
  criteria: { kind: 'always' },
  onlyOnChange: true,
  actions: [
    decision(
      'amount > 100000',
      [
        decision(
          'amount > 500000',
          [decision('amount > 1000000', [card('huge')], [card('very big')])],
          [card('big')],
        ),
      ],
      [card('small')],
    ),
  ],
};

const view = (flow: FlowDefinition): FlowView => ({
  ...flow,
  id: 'flow-1',
  objectLabel: 'Opportunity',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  runCounts: { succeeded: 0, failed: 0, waiting: 0, running: 0 },
  problem: '',
});

const savedFlows = () =>
  server
    .callsTo('automation/saveFlow')
    .map((call) => (call.body as { body: { flow: FlowDefinition } }).body.flow);

beforeEach(() => {
  localStorage.setItem('vela.accessToken', 'tok-1');
  server = installFakeServer({
    'automation/listFlows': () => ok([view(NESTED)]),
    'automation/getObjects': () =>
      ok([
        {
          apiName: 'Opportunity',
          label: 'Opportunity',
          fields: [{ apiName: 'amount', label: 'Amount', type: 'currency', lookupObjects: [], picklist: [] }],
        },
      ]),
    'automation/saveFlow': (call) => ok(view((call.body as { body: { flow: FlowDefinition } }).body.flow)),
    'automation/listRuns': () => ok([]),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openNestedFlow() {
  await renderWithApp(<FlowSettingsPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Deal sizes' }, WAIT));
  return screen.findByRole('form', { name: 'Definition' }, WAIT);
}

/** The action types an "add" select of the editor offers, read from its open dropdown. */
async function offeredTypes(selectName: string): Promise<string[]> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: selectName }));
  let titles: string[] = [];
  await waitFor(() => {
    const open = [...document.querySelectorAll('.ant-select-dropdown')].filter(
      (dropdown) => !dropdown.classList.contains('ant-select-dropdown-hidden'),
    );
    titles = open.flatMap((dropdown) =>
      [...dropdown.querySelectorAll('.ant-select-item-option')].map(
        (option) => option.getAttribute('title') ?? '',
      ),
    );
    expect(titles.length).toBeGreaterThan(0);
  }, WAIT);
  return titles;
}

describe('flow editor: decisions nested three deep', { timeout: 90_000 }, () => {
  it('[S1-R-185] shows every level of a stored flow by its place and saves a change made three deep unchanged around it', async () => {
    const editor = await openNestedFlow();
    for (const [place, message] of [
      ['1.then.1.then.1.then.1', 'huge'],
      ['1.then.1.then.1.else.1', 'very big'],
      ['1.then.1.else.1', 'big'],
      ['1.else.1', 'small'],
    ])
      expect(within(editor).getByLabelText(`${place}: Message`)).toHaveProperty('value', message);
    expect(within(editor).getByText('1.then.1.then.1 · Branch on a condition')).toBeTruthy();

    fireEvent.change(within(editor).getByLabelText('1.then.1.then.1.then.1: Message'), {
      target: { value: 'huge deal: call the CFO' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save flow' }));
    await waitFor(() => expect(savedFlows()).toHaveLength(1), WAIT);
    expect(savedFlows()[0]?.actions).toEqual([
      decision(
        'amount > 100000',
        [
          decision(
            'amount > 500000',
            [decision('amount > 1000000', [card('huge deal: call the CFO')], [card('very big')])],
            [card('big')],
          ),
        ],
        [card('small')],
      ),
    ]);
  });

  it('[S1-R-185] offers a decision down to the third level and none inside the third; one added at the third level is saved there', async () => {
    const editor = await openNestedFlow();
    // Inside the third decision: steps only.
    const deepest = await offeredTypes('Add a step (1.then.1.then.1.then)');
    expect(deepest).toContain('Send a bot card');
    expect(deepest).not.toContain('Branch on a condition');
    // Inside the second decision's else path a decision would be the third level: offered.
    const second = await offeredTypes('Add a step (1.then.1.else)');
    expect(second).toContain('Branch on a condition');

    const option = [
      ...document.querySelectorAll(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ].find((item) => item.getAttribute('title') === 'Branch on a condition');
    expect(option).toBeTruthy();
    if (option) fireEvent.click(option);
    expect(
      await within(editor).findByText('1.then.1.else.2 · Branch on a condition', undefined, WAIT),
    ).toBeTruthy();
    expect(within(editor).getByRole('combobox', { name: 'Add a step (1.then.1.else.2.then)' })).toBeTruthy();

    fireEvent.click(within(editor).getByRole('button', { name: 'Save flow' }));
    await waitFor(() => expect(savedFlows()).toHaveLength(1), WAIT);
    const outer = savedFlows()[0]?.actions[0];
    const secondLevel = outer?.type === 'branch' ? outer.thenSteps[0] : undefined;
    expect(secondLevel?.type === 'branch' ? secondLevel.elseSteps.map((action) => action.type) : []).toEqual([
      'botCard',
      'branch',
    ]);
  });

  it('[S1-R-185] removing the second-level decision takes the third with it and leaves the other path as it was', async () => {
    const editor = await openNestedFlow();
    fireEvent.click(within(editor).getByRole('button', { name: 'Remove: 1.then.1' }));
    await waitFor(
      () => expect(within(editor).queryByLabelText('1.then.1.then.1.then.1: Message')).toBeNull(),
      WAIT,
    );
    expect(within(editor).getByLabelText('1.else.1: Message')).toHaveProperty('value', 'small');

    fireEvent.click(within(editor).getByRole('button', { name: 'Save flow' }));
    await waitFor(() => expect(savedFlows()).toHaveLength(1), WAIT);
    expect(savedFlows()[0]?.actions).toEqual([decision('amount > 100000', [], [card('small')])]);
  });
});
