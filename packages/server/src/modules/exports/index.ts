/**
 * Exports' public face (issue 21): the whole-object export's routes and job, and the streaming table writer
 * that list-view and report exports share.
 */
export { auditedStream } from './audited-stream.js';

export { purgeOldExportFiles } from './export-cleanup.js';
export { type RecordColumn, recordCell, tableColumnOf } from './record-cells.js';
export { exportsModule } from './routes.js';
export {
  csvField,
  neutraliseFormula,
  TABLE_CONTENT_TYPES,
  type TableCell,
  type TableCellKind,
  type TableColumn,
  type TableFormat,
  writeTable,
} from './table-writer.js';
