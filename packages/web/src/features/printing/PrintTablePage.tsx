import { useQuery } from '@tanstack/react-query';
import { checkTablePrint } from '@vela/core';
import { useParams, useSearchParams } from 'react-router';
import { PrintFrame } from './PrintFrame.js';
import { readListState } from './print-list-state.js';
import {
  downloadTablePdf,
  fetchTablePrint,
  PRINT_QUERY_KEY,
  type TablePrintQuestion,
} from './printing-api.js';
import { useReaderSettings } from './useReaderSettings.js';

/**
 * /print-table/{objId}/{prefix}/{objectApi}/{viewId}/{pageNum}/{pageSize}/{searchKeyWord}/{tagIdsArr}/{exactSearchFlag}:
 * the list view's page as the list shows it. The list's unsaved filters, sort
 * and scope ride along in ?list= (the route's parameters have no place for them).
 */
export default function PrintTablePage() {
  const params = useParams();
  const [search] = useSearchParams();
  const reader = useReaderSettings();
  const checked = checkTablePrint(params);
  const extra = readListState(search.get('list'));
  let question: TablePrintQuestion | null = null;
  let problem: string | null = null;
  if (!checked.ok) problem = checked.problem;
  else if (!extra.ok) problem = extra.problem;
  else {
    const { objId, prefix, viewId, keyword, exact, objectApi, pageNum, pageSize } = checked.value;
    question = {
      objectApi,
      pageNum,
      pageSize,
      ...(objId ? { objId } : {}),
      ...(prefix ? { prefix } : {}),
      ...(viewId ? { viewId } : {}),
      ...(keyword ? { keyword, exact } : {}),
      ...extra.value,
    };
  }
  const document = useQuery({
    queryKey: [PRINT_QUERY_KEY, 'table', question, reader],
    queryFn: () => fetchTablePrint(question as TablePrintQuestion, reader),
    enabled: question !== null,
    retry: false,
  });
  return (
    <PrintFrame
      problem={problem}
      document={document}
      downloadPdf={() => downloadTablePdf(question as TablePrintQuestion, reader)}
      language={reader.language}
      timeZone={reader.timeZone}
    />
  );
}
