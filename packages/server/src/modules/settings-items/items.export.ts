import { FUND_RESTRICTION_LABELS, itemStatusName, M, type SettingsItemExportQuery } from '@app/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { type ExportColumn, inBatches, sendExport } from '../../lib/export/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { hasFundClass, type ItemTable, itemRows } from './items.repo.js';
import { itemFilter } from './items.service.js';

type Row = Awaited<ReturnType<typeof itemRows>>[number];

/** The list's columns (the specification's 'User' is the owning company), and when the item was added. */
const COLUMNS: ExportColumn<Row>[] = [
  { header: 'Name', type: 'text', value: (r) => r.item.name, width: 36 },
  { header: 'User', type: 'text', value: (r) => r.companyName ?? M.globalItemOwner, width: 30 },
  { header: 'Status', type: 'text', value: (r) => itemStatusName(r.item.status), width: 10 },
  { header: 'Added On', type: 'date', value: (r) => r.item.createdAt },
];

/** Fund programs also say their restriction class, after the owner. */
const FUND_COLUMNS: ExportColumn<Row>[] = [
  ...COLUMNS.slice(0, 2),
  { header: 'Restriction', type: 'text', value: (r) => FUND_RESTRICTION_LABELS[r.item.restriction], width: 28 },
  { header: 'Release On', type: 'date', value: (r) => r.item.releaseOn },
  ...COLUMNS.slice(2),
];

/** GET <list>/export: every item the list shows for these filters, in its order, as CSV or Excel. */
export async function exportItems(db: Db, table: ItemTable, name: string, auth: AuthContext, q: SettingsItemExportQuery, reply: FastifyReply, now: Date) {
  // Scoped before anything is streamed: another company's id from a company user is a 404 here.
  const filter = itemFilter(auth, q);
  return sendExport(reply, {
    name,
    format: q.format,
    columns: hasFundClass(table) ? FUND_COLUMNS : COLUMNS,
    rows: inBatches((limit, offset) => itemRows(db, table, filter).limit(limit).offset(offset)),
    now,
  });
}
