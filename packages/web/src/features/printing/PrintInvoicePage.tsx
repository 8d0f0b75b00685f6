import { RecordPrint } from './RecordPrint.js';

/** /print-invoices/{objId}/{id}/{templateId}/{type}/{userId}/{loginName}/{orgId}: an invoice with its lines. */
export default function PrintInvoicePage() {
  return <RecordPrint kind="invoice" />;
}
