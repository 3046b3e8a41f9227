import type { CompanyExportQuery } from '@app/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { type ExportColumn, inBatches, sendExport } from '../../lib/export/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { reachOf } from '../../plugins/company-scope.js';
import { companyRows } from './companies.repo.js';

type Row = Awaited<ReturnType<typeof companyRows>>[number];

const COLUMNS: ExportColumn<Row>[] = [
  { header: 'Legal Name', type: 'text', value: (r) => r.legal_name, width: 32 },
  { header: 'Type', type: 'text', value: (r) => r.company_type, width: 16 },
  { header: 'EIN', type: 'text', value: (r) => r.ein, width: 12 },
  { header: 'City', type: 'text', value: (r) => r.city },
  { header: 'State', type: 'text', value: (r) => r.state, width: 8 },
  { header: 'Email', type: 'text', value: (r) => r.email, width: 28 },
  { header: 'Telephone', type: 'text', value: (r) => r.telephone_number, width: 16 },
  { header: 'Access Level', type: 'text', value: (r) => r.acess_level_name, width: 16 },
  { header: 'Created On', type: 'date', value: (r) => r.created_at },
];

/** GET /company/export: every company the list shows for this search, in its order. */
export async function exportCompanies(db: Db, auth: AuthContext, q: CompanyExportQuery, reply: FastifyReply, now: Date) {
  const filter = { scope: reachOf(auth), search: q.search, subtreeOf: q.subtree_of, sort: q.sort, dir: q.dir };
  return sendExport(reply, {
    name: 'companies',
    format: q.format,
    columns: COLUMNS,
    rows: inBatches((limit, offset) => companyRows(db, filter).limit(limit).offset(offset)),
    now,
  });
}
