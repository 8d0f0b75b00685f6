import type { ApprovalDefinition } from '@vela/core';
import { type Edge, MarkerType, type Node, Position } from '@xyflow/react';

const X_GAP = 240;
/** Left to right: each node takes edges on its left and sends them from its right. */
const SIDEWAYS = {
  sourcePosition: Position.Right,
  targetPosition: Position.Left,
  style: { width: 180 },
} as const;

/** The words the diagram shows, in the reader's language. */
export interface GraphWords {
  submitted: string;
  approved: string;
  rejected: string;
  edgeApproved: string;
  edgeRejected: string;
  /** A step's second line: its approver kind and decision mode. */
  stepDetail: (step: ApprovalDefinition['steps'][number]) => string;
}

/**
 * The process as a graph: submission, the steps in order, then approved; each
 * step's rejection goes to 'rejected', or back to the step before it when the
 * step says so (the first step has none before it: it goes to 'rejected').
 */
export function processGraph(
  definition: ApprovalDefinition,
  words: GraphWords,
): { nodes: Node[]; edges: Edge[] } {
  const steps = definition.steps;
  const nodes: Node[] = [
    { id: 'submit', position: { x: 0, y: 60 }, data: { label: words.submitted }, type: 'input' },
    ...steps.map((step, index) => ({
      id: `step-${index}`,
      position: { x: X_GAP * (index + 1), y: 60 },
      data: {
        label: `${index + 1}. ${step.name}\n${words.stepDetail(step)}${step.criteria ? `\n${step.criteria}` : ''}`,
      },
      className: 'vela-builder__node',
      ...SIDEWAYS,
    })),
    {
      id: 'approved',
      position: { x: X_GAP * (steps.length + 1), y: 60 },
      data: { label: words.approved },
      className: 'vela-builder__node--approved',
      ...SIDEWAYS,
    },
    {
      id: 'rejected',
      position: { x: X_GAP * ((steps.length + 1) / 2), y: 220 },
      data: { label: words.rejected },
      type: 'output',
      className: 'vela-builder__node--rejected',
      targetPosition: Position.Top,
      style: { width: 180 },
    },
  ];
  const arrow = { markerEnd: { type: MarkerType.ArrowClosed } };
  const ids = ['submit', ...steps.map((_, index) => `step-${index}`), 'approved'];
  const edges: Edge[] = ids.slice(1).map((target, index) => ({
    id: `go-${index}`,
    source: ids[index] ?? 'submit',
    target,
    label: index === 0 ? '' : words.edgeApproved,
    ...arrow,
  }));
  steps.forEach((step, index) => {
    const back = step.onReject === 'previousStep' && index > 0;
    edges.push({
      id: `reject-${index}`,
      source: `step-${index}`,
      target: back ? `step-${index - 1}` : 'rejected',
      label: words.edgeRejected,
      style: { stroke: '#cf1322', strokeDasharray: '4 3' },
      animated: back,
      ...arrow,
    });
  });
  return { nodes, edges };
}
