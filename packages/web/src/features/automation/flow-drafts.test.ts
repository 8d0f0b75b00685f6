import { flowPlan } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { moved, newAction, newFlow, removed, replaced } from './flow-drafts.js';

describe('flow editor drafts (issue 20)', () => {
  it('moves, replaces and removes list items without touching the original', () => {
    const list = ['a', 'b', 'c'];
    expect(moved(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(list, 0, -1)).toEqual(['a', 'b', 'c']);
    expect(replaced(list, 1, 'x')).toEqual(['a', 'x', 'c']);
    expect(removed(list, 2)).toEqual(['a', 'b']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('a new flow with a branch makes a plan whose else steps follow a jump past them', () => {
    const flow = newFlow('Opportunity');
    flow.actions = [newAction('branch'), newAction('botCard')];
    const plan = flowPlan(flow.actions);
    expect(plan.map((step) => `${step.kind}:${step.label}`)).toEqual([
      'branch:1',
      'action:1.then.1',
      'jump:1',
      'action:2',
    ]);
    const branch = plan[0];
    expect(branch?.kind === 'branch' && branch.elseAt).toBe(3);
  });
});
