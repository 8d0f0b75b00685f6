import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { RouteView } from '../../routes/RouteView.js';
import { closePageDialog, usePageDialogs } from './open-page.js';

/**
 * Pages opened in the dialog place (spec 1 §2.7): 80% wide (custom 50%), 10vh
 * from the top, titled with the object name, closed only by their own buttons.
 */
export function PageDialogHost() {
  const { t } = useTranslation();
  const dialogs = usePageDialogs((state) => state.dialogs);
  return dialogs.map((dialog) => (
    <Modal
      key={dialog.id}
      open
      title={dialog.title ?? (dialog.custom ? t('openPage.details') : undefined)}
      width={dialog.width}
      style={{ top: dialog.top }}
      zIndex={dialog.zIndex}
      mask={{ closable: false }}
      keyboard
      footer={null}
      onCancel={() => closePageDialog(dialog.id)}
      destroyOnHidden
      className="vela-page-dialog"
    >
      <RouteView path={dialog.path} failedText={t('console.pageFailed')} />
    </Modal>
  ));
}
