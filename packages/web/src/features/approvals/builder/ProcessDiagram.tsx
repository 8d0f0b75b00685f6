import type { ApprovalDefinition } from '@vela/core';
import {
  Background,
  type Edge,
  MarkerType,
  type Node,
  Position,
  ReactFlow,
  type ReactFlowInstance,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const X_GAP = 240;
/** Left to right: each node takes edges on its left and sends them from its right. */
const SIDEWAYS = {
  sourcePosition: Position.Right,
  targetPosition: Position.Left,
  style: { width: 180 },
} as const;

/**
 * The process drawn as a diagram (@xyflow/react 12): submission, the steps in
 * order, then approved; each step's rejection goes to 'rejected' or back to
 * the step before it. Read-only: the form beside it is what changes it.
 */
export function ProcessDiagram({ definition }: { definition: ApprovalDefinition }) {
  const { t } = useTranslation();
  const steps = definition.steps;
  const [flow, setFlow] = useState<ReactFlowInstance>();
  const shape = steps
    .map((step) => `${step.name}|${step.approverKind}|${step.mode}|${step.onReject}`)
    .join(',');
  // Fitted again once laid out and whenever the steps change, so every node stays in view.
  useEffect(() => {
    if (!flow || shape === undefined) return;
    const frame = requestAnimationFrame(() => void flow.fitView({ padding: 0.15 }));
    return () => cancelAnimationFrame(frame);
  }, [flow, shape]);
  const nodes: Node[] = [
    {
      id: 'submit',
      position: { x: 0, y: 60 },
      data: { label: t('approvals.builder.nodeSubmitted') },
      type: 'input',
    },
    ...steps.map((step, index) => ({
      id: `step-${index}`,
      position: { x: X_GAP * (index + 1), y: 60 },
      data: {
        label: `${index + 1}. ${step.name}\n${t(`approvals.kind.${step.approverKind}`)} · ${t(`approvals.mode.${step.mode}`)}${step.criteria ? `\n${step.criteria}` : ''}`,
      },
      className: 'vela-builder__node',
      ...SIDEWAYS,
    })),
    {
      id: 'approved',
      position: { x: X_GAP * (steps.length + 1), y: 60 },
      data: { label: t('approvals.status.approved') },
      className: 'vela-builder__node--approved',
      ...SIDEWAYS,
    },
    {
      id: 'rejected',
      position: { x: X_GAP * ((steps.length + 1) / 2), y: 220 },
      data: { label: t('approvals.status.rejected') },
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
    label: index === 0 ? '' : t('approvals.builder.edgeApproved'),
    ...arrow,
  }));
  steps.forEach((step, index) => {
    const back = step.onReject === 'previousStep' && index > 0;
    edges.push({
      id: `reject-${index}`,
      source: `step-${index}`,
      target: back ? `step-${index - 1}` : 'rejected',
      label: t('approvals.builder.edgeRejected'),
      style: { stroke: '#cf1322', strokeDasharray: '4 3' },
      animated: back,
      ...arrow,
    });
  });
  return (
    <div className="vela-builder__diagram" role="img" aria-label={t('approvals.builder.diagram')}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        fitView
        fitViewOptions={{ padding: 0.15 }}
        onInit={setFlow}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        proOptions={{ hideAttribution: true }}
      >
        <Background />
      </ReactFlow>
    </div>
  );
}
