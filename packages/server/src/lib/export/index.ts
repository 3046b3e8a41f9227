export { exportBatch, inBatches, inKeysetBatches } from './batches.js';
export type { ExportColumn, ExportCellType } from './columns.js';
export { exportFileName, sendExport, CONTENT_TYPES } from './send-export.js';
