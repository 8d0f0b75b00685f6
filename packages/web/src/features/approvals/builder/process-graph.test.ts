import { defaultDefinition, defaultStep } from '@vela/core';
import { describe, expect, it } from 'vitest';
import { processGraph } from './process-graph.js';

const words = {
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
  edgeApproved: 'approved',
  edgeRejected: 'rejected',
  stepDetail: (step: { approverKind: string; mode: string }) => `${step.approverKind} · ${step.mode}`,
};

describe('the process diagram', () => {
  it('[S1-R-186] draws submission, the steps in order and approval; a rejection ends the request or goes back a step as each step says', () => {
    const { nodes, edges } = processGraph(
      defaultDefinition({
        steps: [
          defaultStep({ name: 'Manager', onReject: 'previousStep' }),
          defaultStep({ name: 'Finance', approverKind: 'user', criteria: 'amount > 100000' }),
          defaultStep({ name: 'CFO', mode: 'unanimous', onReject: 'previousStep' }),
        ],
      }),
      words,
    );
    expect(nodes.map((node) => [node.id, node.data.label])).toEqual([
      ['submit', 'Submitted'],
      ['step-0', '1. Manager\nsubmitterManager · firstResponse'],
      ['step-1', '2. Finance\nuser · firstResponse\namount > 100000'],
      ['step-2', '3. CFO\nsubmitterManager · unanimous'],
      ['approved', 'Approved'],
      ['rejected', 'Rejected'],
    ]);
    expect(edges.map((edge) => [edge.source, edge.target, edge.label])).toEqual([
      ['submit', 'step-0', ''],
      ['step-0', 'step-1', 'approved'],
      ['step-1', 'step-2', 'approved'],
      ['step-2', 'approved', 'approved'],
      // The first step has no step before it: its rejection ends the request whatever it says.
      ['step-0', 'rejected', 'rejected'],
      ['step-1', 'rejected', 'rejected'],
      ['step-2', 'step-1', 'rejected'],
    ]);
    // Every node has its own place: none hides another.
    const places = new Set(nodes.map((node) => `${node.position.x},${node.position.y}`));
    expect(places.size).toBe(nodes.length);
  });

  it('[S1-R-186] one step goes straight from submission to approval', () => {
    const { edges } = processGraph(defaultDefinition(), words);
    expect(edges.map((edge) => `${edge.source}→${edge.target}`)).toEqual([
      'submit→step-0',
      'step-0→approved',
      'step-0→rejected',
    ]);
  });
});
