import { RecordPrint } from './RecordPrint.js';

/** /print-detail/{id}/{prefix}: any record's detail, section by section of its layout. */
export default function PrintDetailPage() {
  return <RecordPrint kind="detail" />;
}
