import type { CatalogueObject } from './catalogue-types.js';
import * as commerce from './commerce-objects.js';
import * as mail from './mail-objects.js';
import * as projects from './project-objects.js';
import * as sales from './sales-objects.js';
import * as service from './service-objects.js';

export type { CatalogueObject } from './catalogue-types.js';
export { REGIONS } from './regions.js';
export { SERVICE_RESOURCE_DISPATCH_FIELDS } from './service-objects.js';

/** Every standard object, in menu order. Lookup targets may come later in the list. */
export const STANDARD_OBJECTS: readonly CatalogueObject[] = [
  sales.ACCOUNT,
  sales.CONTACT,
  sales.LEAD,
  sales.OPPORTUNITY,
  sales.CAMPAIGN,
  sales.CONTRACT,
  service.VELACASE,
  service.KNOWLEDGE_ARTICLE,
  service.EVENT,
  service.TASK,
  commerce.PRODUCT,
  commerce.PRICEBOOK,
  commerce.QUOTE,
  commerce.QUOTE_LINE,
  commerce.ORDER,
  commerce.ORDER_LINE,
  commerce.INVOICE,
  commerce.INVOICE_LINE,
  commerce.RECEIVABLE,
  commerce.PAYMENT_DETAIL,
  commerce.PURCHASE_ORDER,
  commerce.PURCHASE_ORDER_LINE,
  commerce.SALES_ORDER,
  commerce.SALES_ORDER_LINE,
  commerce.PRICEBOOK_ENTRY,
  projects.PROJECT,
  projects.MILESTONE,
  projects.PROJECT_TASK,
  service.SERVICE_TERRITORY,
  service.SERVICE_CREW,
  service.SERVICE_RESOURCE,
  service.SHIFT,
  service.WORK_RULE,
  service.SERVICE_GOAL,
  service.CUSTOMER_ADDRESS,
  projects.TIMESHEET,
  projects.TIME_ENTRY,
  service.WORK_ORDER,
  mail.EMAIL_MESSAGE,
];
export { CATALOGUE_TERMS, catalogueLabels } from './translations/index.js';
