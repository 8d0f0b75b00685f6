/** Printing's public face: the record page's Print menu and the list page's print link; the screens load by route. */

export { MailMergeButton } from './mail-merge/MailMergeButton.js';
export { PdfPages } from './PdfPages.js';
export { PrintListButton } from './PrintListButton.js';
export { PrintMenu } from './PrintMenu.js';
export { writeListState } from './print-list-state.js';
export { pdfViewPath, printDetailPath, templatePrintPath } from './print-paths.js';
