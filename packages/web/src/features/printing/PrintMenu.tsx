import { DownOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGlobalStore } from '../../state/index.js';
import { pdfViewPath, printDetailPath, templatePrintPath } from './print-paths.js';

interface PrintMenuProps {
  record: { id: string; objId: string; objectApi: string; name: string };
}

const openInNewTab = (path: string) => window.open(path, '_blank', 'noopener');

/** The record page's Print action: the printable detail, the quote or invoice template, or the PDF view. */
export function PrintMenu({ record }: PrintMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'template' && template) openInNewTab(template.path);
    else if (key === 'detail') openInNewTab(printDetailPath(record.id));
    else if (key === 'pdf') void navigate(pdfViewPath(record.id));
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button icon={<PrinterOutlined aria-hidden />}>
        {t('printing.print')} <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
