import { createEditRendererOf } from '@vela/core';
import { type ReactNode, useState } from 'react';
import { apiSettings } from '../../../api/api-settings.js';
import type { PayloadContribution, SaveAction } from '../hooks/useRecordFormSave.js';
import {
  type ApprovalSubmit,
  type ConfirmChange,
  type FieldChange,
  type FormExtensionContext,
  type FormExtensionPart,
  loadedFormExtensions,
} from './form-extensions.js';

/** The parts of every extension that has something for this form, put together. */
export interface FormExtensionParts {
  bodies: ReadonlyArray<{ id: string; render: (props: { disabled: boolean }) => ReactNode }>;
  dialogs: ReadonlyArray<{ id: string; node: ReactNode }>;
  /** Undefined when no extension adds to the save. */
  savePayload: (() => PayloadContribution) | undefined;
  /** The form's change wrapped by every guard; the change itself when there is none. */
  guardChange: (change: FieldChange, confirm: ConfirmChange) => FieldChange;
  afterSave: (saved: { id: string; name: string }, action: SaveAction) => void;
  routeSave: FormExtensionPart['routeSave'];
  approval: ApprovalSubmit | undefined;
}

/**
 * Calls every loaded extension's hook for this form. The list is taken once, when the form mounts, so
 * the hooks run in the same order on every render.
 */
export function useFormExtensionParts(context: FormExtensionContext): FormExtensionParts {
  // S2-B-024, S2-B-025: the product-line renderer's parts join a form unless the new renderer draws it.
  const [extensions] = useState(() => {
    const renderer = createEditRendererOf(context.objectApi ?? '', apiSettings().isOpenNewCreateEdit);
    return loadedFormExtensions().filter(
      (entry) => entry.renderer !== 'productLines' || renderer === 'productLines',
    );
  });
  const parts: Array<{ id: string; part: FormExtensionPart }> = [];
  for (const { id, extension } of extensions) {
    // biome-ignore lint/correctness/useHookAtTopLevel: the list is fixed for the form's life (above), so the order holds.
    const part = extension.useFormPart(context);
    if (part) parts.push({ id, part });
  }
  return combine(parts);
}

function combine(parts: ReadonlyArray<{ id: string; part: FormExtensionPart }>): FormExtensionParts {
  const bodies = parts.flatMap(({ id, part }) => (part.body ? [{ id, render: part.body }] : []));
  const dialogs = parts.flatMap(({ id, part }) => (part.dialogs ? [{ id, node: part.dialogs }] : []));
  const contributors = parts.flatMap(({ part }) => (part.savePayload ? [part.savePayload] : []));
  const guards = parts.flatMap(({ part }) => (part.guardChange ? [part.guardChange] : []));
  const steps = parts.flatMap(({ part }) => (part.afterSave ? [part.afterSave] : []));
  return {
    bodies,
    dialogs,
    savePayload:
      contributors.length === 0
        ? undefined
        : () => {
            // The first refusal stops the save; what the others send is sent together.
            let sent: PayloadContribution = { ok: true };
            for (const contribute of contributors) {
              const answer = contribute();
              if (!answer.ok) return answer;
              sent = { ...sent, ...answer };
            }
            return sent;
          },
    guardChange: (change, confirm) => guards.reduce((next, guard) => guard(next, confirm), change),
    afterSave: (saved, action) => {
      for (const step of steps) step(saved, action);
    },
    routeSave: parts.find(({ part }) => part.routeSave)?.part.routeSave,
    approval: parts.find(({ part }) => part.approval)?.part.approval,
  };
}
