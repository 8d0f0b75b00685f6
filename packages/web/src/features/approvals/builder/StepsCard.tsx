import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type ApprovalStep,
  DECISION_MODES,
  defaultStep,
  REJECTION_BEHAVIOURS,
  STEP_APPROVER_KINDS,
  withoutStep,
} from '@vela/core';
import { Button, Card, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BuilderPartProps } from './builder-part.js';
import { CriteriaInput } from './CriteriaInput.js';

type Option = { value: string; label: string };

/** The ordered steps: each its approver, decision mode, what a rejection does and its own criteria. */
export function StepsCard({
  objectApi,
  definition,
  patch,
  approverOptions,
}: Omit<BuilderPartProps, 'fields'> & { approverOptions: (kind: ApprovalStep['approverKind']) => Option[] }) {
  const { t } = useTranslation();
  const setStep = (index: number, change: Partial<ApprovalStep>) =>
    patch({ steps: definition.steps.map((step, at) => (at === index ? { ...step, ...change } : step)) });
  return (
    <Card size="small" title={t('approvals.builder.steps')}>
      {definition.steps.map((step, index) => (
        <Card
          // biome-ignore lint/suspicious/noArrayIndexKey: steps have no identity but their place
          key={`step-${index}`}
          size="small"
          type="inner"
          className="vela-builder__step"
          title={`${index + 1}. ${step.name}`}
          extra={
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              disabled={definition.steps.length === 1}
              aria-label={t('approvals.builder.removeStep', { name: step.name })}
              onClick={() => {
                // The step's own actions go with it; later steps' actions follow their step.
                const { steps, actions } = withoutStep(definition, index);
                patch({ steps, actions });
              }}
            />
          }
        >
          <div className="vela-builder__row">
            <Input
              aria-label={t('approvals.builder.stepName')}
              placeholder={t('approvals.builder.stepName')}
              value={step.name}
              onChange={(event) => setStep(index, { name: event.target.value })}
              className="vela-builder__value"
            />
            <Select
              showSearch
              optionFilterProp="label"
              aria-label={t('approvals.builder.approver')}
              value={step.approverKind}
              onChange={(approverKind) => setStep(index, { approverKind, approverId: null })}
              options={STEP_APPROVER_KINDS.map((kind) => ({
                value: kind,
                label: t(`approvals.kind.${kind}`),
              }))}
            />
            {(step.approverKind === 'user' ||
              step.approverKind === 'role' ||
              step.approverKind === 'group') && (
              <Select
                showSearch
                optionFilterProp="label"
                aria-label={t(`approvals.kind.${step.approverKind}`)}
                placeholder={t(`approvals.kind.${step.approverKind}`)}
                value={step.approverId ?? undefined}
                onChange={(approverId: string) => setStep(index, { approverId })}
                options={approverOptions(step.approverKind)}
              />
            )}
            <Select
              aria-label={t('approvals.builder.mode')}
              value={step.mode}
              onChange={(mode) => setStep(index, { mode })}
              options={DECISION_MODES.map((mode) => ({
                value: mode,
                label: t(`approvals.mode.${mode}`),
              }))}
            />
            <Select
              aria-label={t('approvals.builder.onReject')}
              value={step.onReject}
              onChange={(onReject) => setStep(index, { onReject })}
              options={REJECTION_BEHAVIOURS.map((value) => ({
                value,
                label: t(`approvals.reject.${value}`),
              }))}
            />
          </div>
          <CriteriaInput
            objectApi={objectApi}
            value={step.criteria}
            onChange={(value) => setStep(index, { criteria: value })}
            label={t('approvals.builder.stepCriteria')}
          />
        </Card>
      ))}
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={() =>
          patch({
            steps: [
              ...definition.steps,
              defaultStep({
                name: t('approvals.builder.stepDefault', { number: definition.steps.length + 1 }),
              }),
            ],
          })
        }
      >
        {t('approvals.builder.addStep')}
      </Button>
    </Card>
  );
}
