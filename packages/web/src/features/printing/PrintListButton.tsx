import { PrinterOutlined } from '@ant-design/icons';
import { printTablePath } from '@vela/core';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { writeListState } from './print-list-state.js';
import type { TablePrintQuestion } from './printing-api.js';

interface PrintListButtonProps {
  list: {
    objId: string;
    prefix: string;
    objectApi: string;
    viewId: string | undefined;
    pageNum: number;
    pageSize: number;
    keyword: string;
  } & Pick<TablePrintQuestion, 'filters' | 'sort'>;
}

/** The list page's Print: the page shown, with its view, keyword, filters and sort, in a new tab. */
export function PrintListButton({ list }: PrintListButtonProps) {
  const { t } = useTranslation();
  const open = () => {
    const state = writeListState({ filters: list.filters, sort: list.sort });
    const path = printTablePath({ ...list, viewId: list.viewId ?? '' });
    window.open(state ? `${path}?list=${encodeURIComponent(state)}` : path, '_blank', 'noopener');
  };
  return (
    <Button icon={<PrinterOutlined aria-hidden />} onClick={open} disabled={!list.viewId}>
      {t('printing.printList')}
    </Button>
  );
}
