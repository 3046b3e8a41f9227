import type { JournalEntryRow, JournalExportQuery } from '@app/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { type ExportColumn, inKeysetBatches, sendExport } from '../../lib/export/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { scopeOf } from '../../plugins/company-scope.js';
import { type EntryRecord, entryRows } from './journals.repo.js';
import { toRow } from './journals.service.js';

type Row = { record: EntryRecord; row: JournalEntryRow };

const COLUMNS: ExportColumn<Row>[] = [
  { header: 'Entry#', type: 'number', value: (r) => r.row.id, width: 9 },
  { header: 'Date', type: 'date', value: (r) => r.row.entry_date },
  { header: 'Company', type: 'text', value: (r) => r.row.company_name, width: 30 },
  { header: 'Memo', type: 'text', value: (r) => r.row.memo, width: 40 },
  { header: 'Source', type: 'text', value: (r) => r.row.source_type, width: 14 },
  { header: 'Source#', type: 'number', value: (r) => r.row.source_id },
  { header: 'Amount', type: 'money', value: (r) => r.record.amountCents },
  { header: 'Status', type: 'text', value: (r) => r.row.status, width: 10 },
  { header: 'Reverses Entry#', type: 'number', value: (r) => r.row.reverses_entry_id, width: 14 },
  { header: 'Reversed By Entry#', type: 'number', value: (r) => r.row.reversed_by_entry_id, width: 16 },
  { header: 'User', type: 'text', value: (r) => r.row.users, width: 20 },
];

/** GET /journals/export: every entry the list shows for these filters, read by position (keyset), not offset. */
export async function exportEntries(db: Db, auth: AuthContext, q: JournalExportQuery, reply: FastifyReply, now: Date) {
  const filter = { scope: scopeOf(auth, q.company_id), search: q.search, sort: q.sort, dir: q.dir };
  return sendExport(reply, {
    name: 'journal-entries',
    format: q.format,
    columns: COLUMNS,
    rows: inKeysetBatches<Row>(async (limit, last) => {
      const records = (await entryRows(db, filter, last?.record ?? null).limit(limit)) as EntryRecord[];
      return records.map((record) => ({ record, row: toRow(record) }));
    }),
    now,
  });
}
