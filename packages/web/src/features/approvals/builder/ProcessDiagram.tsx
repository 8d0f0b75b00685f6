import type { ApprovalDefinition } from '@vela/core';
import { Background, ReactFlow, type ReactFlowInstance } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { processGraph } from './process-graph.js';

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
  const { nodes, edges } = processGraph(definition, {
    submitted: t('approvals.builder.nodeSubmitted'),
    approved: t('approvals.status.approved'),
    rejected: t('approvals.status.rejected'),
    edgeApproved: t('approvals.builder.edgeApproved'),
    edgeRejected: t('approvals.builder.edgeRejected'),
    stepDetail: (step) => `${t(`approvals.kind.${step.approverKind}`)} · ${t(`approvals.mode.${step.mode}`)}`,
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
