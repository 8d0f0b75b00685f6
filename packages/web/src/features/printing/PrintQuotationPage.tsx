import { RecordPrint } from './RecordPrint.js';

/** print-quotation/{title}/{objId}/{id}/{templateId}/{type}: a quote with its product lines and totals. */
export default function PrintQuotationPage() {
  return <RecordPrint kind="quotation" />;
}
