/**
 * The fields whose history the demo organisation keeps from its first start (issue 26 item 13):
 * each object's key fields — who owns it, where it stands, what it is worth, when it is due.
 * The administrator changes them afterwards (metadata change setFieldHistoryTracking, at most
 * MAX_TRACKED_FIELDS per object); a field marked `track` in its catalogue entry is tracked too.
 */
export const KEY_TRACKED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  Account: ['name', 'ownerid', 'type', 'industry', 'rating', 'phone', 'annualrevenue', 'parentid'],
  Contact: ['name', 'ownerid', 'accountid', 'title', 'email', 'phone'],
  Lead: ['name', 'ownerid', 'company', 'status', 'email', 'phone', 'rating'],
  Opportunity: ['name', 'ownerid', 'khmc', 'stage', 'amount', 'probability', 'closedate'],
  campaign: ['name', 'ownerid', 'status', 'start_date', 'end_date', 'budgetedcost'],
  contract: ['ownerid', 'accountid', 'status', 'start_date', 'end_date', 'amount'],
  velacase: ['ownerid', 'accountid', 'contactid', 'type', 'status', 'priority'],
  velaKArticle: ['title', 'ownerid', 'publish_status'],
  Event: ['ownerid', 'begintime', 'endtime', 'location'],
  Task: ['ownerid', 'status', 'priority', 'duedate'],
  product: ['name', 'productcode', 'family', 'listprice', 'isactive'],
  pricebook: ['name', 'isactive'],
  quote: ['ownerid', 'khmc', 'opportunityid', 'status', 'expirationdate', 'amount'],
  quotedetail: ['product', 'qty', 'listprice', 'discount'],
  velaorder: ['ownerid', 'accountid', 'status', 'orderdate', 'amount'],
  velaorderdetail: ['product', 'qty', 'listprice', 'discount'],
  Invoices: ['ownerid', 'account_name', 'status', 'invoice_date', 'due_date', 'amount'],
  invoicedetail: ['product', 'qty', 'listprice', 'discount'],
  velaproceed: ['ownerid', 'account', 'invoice', 'amount', 'paymentdate'],
  velapurchaseorder: ['ownerid', 'vendorname', 'status', 'orderdate', 'amount'],
  salesorder: ['ownerid', 'accountid', 'jine', 'orderdate'],
  project: ['ownerid', 'principal', 'status', 'start_date', 'end_date', 'budget'],
  velaMilestone: ['status', 'start_date', 'end_date'],
  velaSubtask: ['principal', 'status', 'start_date', 'end_date'],
  ServiceResource: ['resourcetype', 'isactive'],
  Shift: ['serviceresourceid', 'status', 'starttime', 'endtime'],
};
