import { DownOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGlobalStore } from '../../state/index.js';
import { useHasMergeTemplates } from './mail-merge/MailMergeButton.js';
import { MailMergeDialog } from './mail-merge/MailMergeDialog.js';
import { pdfViewPath, printDetailPath, templatePrintPath } from './print-paths.js';

interface PrintMenuProps {
  record: { id: string; objId: string; objectApi: string; name: string };
}

const openInNewTab = (path: string) => window.open(path, '_blank', 'noopener');

/**
 * The record page's Print action: the printable detail, the quote or invoice template, the PDF view,
 * or a mail merge of this record when its object has templates.
 */
export function PrintMenu({ record }: PrintMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [merging, setMerging] = useState(false);
  const mergeOffered = useHasMergeTemplates(record.objectApi);
  const user = useGlobalStore((state) => state.userInfo);
  const template = templatePrintPath(
    record,
    user ? { userId: user.userId, loginName: user.email || user.userName, orgId: user.orgId } : undefined,
  );
  const items: MenuProps['items'] = [
    ...(template
      ? [
          {
            key: 'template',
            label: t(template.kind === 'invoice' ? 'printing.printInvoice' : 'printing.printQuotation'),
          },
        ]
      : []),
    { key: 'detail', label: t('printing.printDetail') },
    { key: 'pdf', label: t('printing.pdfView') },
    ...(mergeOffered ? [{ key: 'mailMerge', label: t('printing.mailMerge.open') }] : []),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'template' && template) openInNewTab(template.path);
    else if (key === 'detail') openInNewTab(printDetailPath(record.id));
    else if (key === 'pdf') void navigate(pdfViewPath(record.id));
    else if (key === 'mailMerge') setMerging(true);
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button icon={<PrinterOutlined aria-hidden />}>
          {t('printing.print')} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {merging && (
        <MailMergeDialog
          objectApi={record.objectApi}
          recordIds={[record.id]}
          onClose={() => setMerging(false)}
        />
      )}
    </>
  );
}
