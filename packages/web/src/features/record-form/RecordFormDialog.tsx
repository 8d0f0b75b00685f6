import { DIALOG_DEFAULT_WIDTH, DIALOG_TOP, DIALOG_Z_INDEX } from '@vela/core';
import { Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { goToSavedRecord } from './go-to-saved-record.js';
import type { RecordFormRequest } from './hooks/useRecordForm.js';
import { useRecordFormScreen } from './hooks/useRecordFormScreen.js';

export interface RecordFormDialogProps {
  request: Omit<RecordFormRequest, 'pageId'> & { pageId?: string };
  onClose: () => void;
  /** The console's own detail route after a save (S2-R-002). */
  consoleStyle?: boolean;
  /** Opened from a client pool page: the save says `marketsea: 'true'` (S2-B-034). */
  onClientPool?: boolean;
  /** Called after a save instead of going to the saved record. */
  onSaved?: (saved: { id: string; name: string }) => void;
}

/** The form as a dialog (spec 2 §9): 80% wide, 10vh from the top, not closed by a click outside. */
export function RecordFormDialog(props: RecordFormDialogProps) {
  // Save and New reopens a blank NEW form of the same object (S2-B-053).
  const [generation, setGeneration] = useState(0);
  const request =
    generation === 0
      ? props.request
      : { objectApi: props.request.objectApi, objId: props.request.objId, mode: 'NEW' as const };
  return (
    <DialogForm
      key={generation}
      {...props}
      request={request}
      onSaveAndNew={() => setGeneration((n) => n + 1)}
    />
  );
}

function DialogForm({
  request,
  onClose,
  consoleStyle,
  onClientPool,
  onSaved,
  onSaveAndNew,
}: RecordFormDialogProps & { onSaveAndNew: () => void }) {
  const navigate = useNavigate();
  const pageId =
    request.pageId ??
    `dialog:${request.objectApi ?? request.objId ?? ''}:${request.mode}:${request.recordId ?? ''}`;
  const screen = useRecordFormScreen(
    { ...request, pageId },
    {
      onClose,
      onSaveAndNew,
      inConsole: consoleStyle ?? false,
      onClientPool: onClientPool ?? false,
      onSaved: (id, name, objectApi) => {
        onClose();
        if (onSaved) return onSaved({ id, name });
        goToSavedRecord(
          navigate,
          { id, name },
          {
            consoleRoute: consoleStyle ?? false,
            replace: false,
            objectApi,
            phoneContext: Boolean(request.phoneOrEmail),
            viewId: request.viewId,
            caseOrder: request.caseOrder,
          },
        );
      },
    },
  );
  return (
    <Modal
      open
      className="vela-record-form-dialog"
      title={screen.title}
      width={DIALOG_DEFAULT_WIDTH}
      style={{ top: DIALOG_TOP }}
      zIndex={DIALOG_Z_INDEX}
      mask={{ closable: false }}
      closable={!screen.saving}
      keyboard={!screen.saving}
      onCancel={onClose}
      footer={screen.footer}
      destroyOnHidden
    >
      {screen.body}
    </Modal>
  );
}
