import { useQuery } from '@tanstack/react-query';
import { checkDetailPrint, checkTemplatePrint } from '@vela/core';
import { useParams } from 'react-router';
import { PrintFrame } from './PrintFrame.js';
import {
  downloadRecordPdf,
  fetchRecordPrint,
  PRINT_QUERY_KEY,
  type RecordPrintQuestion,
} from './printing-api.js';
import { useReaderSettings } from './useReaderSettings.js';

type RecordKind = RecordPrintQuestion['kind'];

/** The route's parameters as a question for the server, or the problem with them. */
function useRecordQuestion(kind: RecordKind): {
  question: RecordPrintQuestion | null;
  problem: string | null;
  pdf: boolean;
} {
  const params = useParams();
  if (kind === 'detail') {
    const checked = checkDetailPrint({ id: params.id, prefix: params.prefix });
    return checked.ok
      ? { question: { kind, id: checked.value.id }, problem: null, pdf: false }
      : { question: null, problem: checked.problem, pdf: false };
  }
  const checked = checkTemplatePrint(params);
  if (!checked.ok) return { question: null, problem: checked.problem, pdf: false };
  const { id, objId, output } = checked.value;
  const owner = (value: string | undefined) => (value && value !== '-' ? value : undefined);
  const userId = kind === 'invoice' ? owner(params.userId) : undefined;
  const orgId = kind === 'invoice' ? owner(params.orgId) : undefined;
  return {
    question: {
      kind,
      id,
      ...(objId ? { objId } : {}),
      ...(userId ? { userId } : {}),
      ...(orgId ? { orgId } : {}),
    },
    problem: null,
    pdf: output === 'pdf',
  };
}

/** print-quotation, print-invoices and print-detail: one record on paper. */
export function RecordPrint({ kind }: { kind: RecordKind }) {
  const reader = useReaderSettings();
  const { question, problem, pdf } = useRecordQuestion(kind);
  const document = useQuery({
    queryKey: [PRINT_QUERY_KEY, question, reader],
    queryFn: () => fetchRecordPrint(question as RecordPrintQuestion, reader),
    enabled: question !== null,
    retry: false,
  });
  return (
    <PrintFrame
      problem={problem}
      document={document}
      downloadPdf={() => downloadRecordPdf(question as RecordPrintQuestion, reader)}
      language={reader.language}
      timeZone={reader.timeZone}
      autoDownload={pdf}
    />
  );
}
