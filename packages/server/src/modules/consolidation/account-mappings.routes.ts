import {
  type AccountMappingChange,
  type AccountMappingInput,
  accountMappingBody,
  accountMappings,
  accountMappingsQuery,
  idParams,
  M,
  MAPPING_TEXT,
  okEnvelope,
  okSaying,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppInstance } from '../../app.js';
import type { Db } from '../../db/client.js';
import { invalid } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';
import { authOf, scopeOf, visibleIn } from '../../plugins/company-scope.js';

const tags = ['Chart of accounts'];

type Row = {
  id: number;
  account_number: string;
  account_name: string;
  account_type_id: number;
  standard_account_number: string | null;
  intercompany_role: z.infer<typeof accountMappings>['accounts'][number]['intercompany_role'];
  counterparty_company_id: number | null;
  counterparty_company_name: string | null;
};

async function mappingsOf(db: Db, auth: AuthContext, companyId: number | null) {
  if (auth.isSuperAdmin && !companyId) throw invalid(M.selectCompany, 'company_id');
  const id = scopeOf(auth, companyId).companyId!;
  const [std, acc] = await Promise.all([
    db.execute(sql`select id, account_number, account_name, account_type_id from standard_accounts order by account_number`),
    db.execute(sql`select a.id, a.account_number, a.account_name, a.account_type_id, s.account_number as standard_account_number,
        a.intercompany_role, a.counterparty_company_id, c.legal_name as counterparty_company_name
      from accounts a left join standard_accounts s on s.id = a.standard_account_id left join companies c on c.id = a.counterparty_company_id
      where a.company_id = ${id}::int order by a.account_number, a.id`),
  ]);
  return {
    standard_accounts: (std.rows as Array<Record<string, unknown>>).map((r) => ({
      id: Number(r.id),
      account_number: String(r.account_number),
      account_name: String(r.account_name),
      account_type_id: Number(r.account_type_id),
    })),
    accounts: (acc.rows as Row[]).map((r) => ({
      ...r,
      id: Number(r.id),
      account_type_id: Number(r.account_type_id),
      counterparty_company_id: r.counterparty_company_id === null ? null : Number(r.counterparty_company_id),
    })),
  };
}

/**
 * Saves one account's mapping under a lock of the account row. The other company of an intercompany account
 * must be the company's parent or one of its own companies (its children): the pairs a roll-up eliminates are
 * those of the tree; Super-Admin may name any other company (a set chosen by hand).
 */
async function saveMapping(db: Db, auth: AuthContext, accountId: number, input: AccountMappingChange) {
  if ((input.intercompanyRole === null) !== (input.counterpartyCompanyId === null))
    throw input.intercompanyRole === null
      ? invalid(MAPPING_TEXT.counterpartyNeedsRole, 'intercompany_role')
      : invalid(MAPPING_TEXT.roleNeedsCounterparty, 'counterparty_company_id');
  return db.transaction(async (tx) => {
    const scope = scopeOf(auth);
    const ofScope = scope.companyId ? sql`company_id = ${scope.companyId}::int` : sql`true`;
    const found = await tx.execute(sql`select id, company_id as "companyId" from accounts where id = ${accountId}::int and ${ofScope} for update`);
    const account = visibleIn(scope, found.rows[0] as { id: number; companyId: number } | undefined);
    const companyId = Number(account.companyId);
    let standardId: number | null = null;
    if (input.standardAccountNumber) {
      const s = await tx.execute(sql`select id from standard_accounts where account_number = ${input.standardAccountNumber}`);
      if (!s.rows.length) throw invalid(MAPPING_TEXT.unknownStandard, 'standard_account_number');
      standardId = Number((s.rows[0] as { id: number }).id);
    }
    const other = input.counterpartyCompanyId;
    if (other !== null) {
      if (other === companyId) throw invalid(MAPPING_TEXT.notSelf, 'counterparty_company_id');
      const rel = await tx.execute(sql`select c.id from companies c, companies me where me.id = ${companyId}::int and c.id = ${other}::int
        and c.deleted_at is null and (${auth.isSuperAdmin} or c.id = me.parent_company_id or c.parent_company_id = me.id)`);
      if (!rel.rows.length) throw invalid(MAPPING_TEXT.notRelated, 'counterparty_company_id');
    }
    await tx.execute(sql`update accounts set standard_account_id = ${standardId}, intercompany_role = ${input.intercompanyRole},
      counterparty_company_id = ${other}, updated_at = now() where id = ${accountId}::int and company_id = ${companyId}::int`);
  });
}

/** Issue 27 point 5: the standard chart and each company account's place on a roll-up. */
export async function accountMappingRoutes(app: AppInstance) {
  const db = app.deps.db;
  app.get(
    '/account-mappings',
    {
      schema: {
        tags,
        summary: "A company's accounts and how they read on a roll-up",
        description:
          "The national office's standard chart and every account of ?company_id= (Super-Admin must name it, else 422; a company user gets their own, another company's id: 404) with the standard account it maps to (null: unmapped, named 'Unmapped: ...' on a roll-up statement) and, for an intercompany account, its role (due_to, due_from, remittance_revenue, remittance_expense) and the other company. Needs ChartofAccounts_View.",
        querystring: accountMappingsQuery,
        response: { 200: okEnvelope.extend({ data: accountMappings }) },
      },
      config: { access: { permission: 'ChartofAccounts_View' } },
    },
    async (req) => ({ data: await mappingsOf(db, authOf(req), req.query.company_id) }),
  );
  app.post(
    '/account-mappings/:id',
    {
      schema: {
        tags,
        summary: 'Map an account to the standard chart and mark an intercompany account',
        description:
          "Sets the account's standard_account_number (a number of the standard chart; null or blank: unmapped) and, together or not at all, its intercompany_role and counterparty_company_id: the company's parent or one of its own companies (Super-Admin: any other company). An unknown standard number, a role without a company or the reverse, the company itself or an unrelated company: 422, nothing saved. Another company's account: 404. Needs ChartofAccounts_Edit. Posted entries are not touched: only how the roll-ups read them.",
        params: idParams,
        body: accountMappingBody,
        response: { 200: okSaying(MAPPING_TEXT.saved) },
      },
      config: { access: { permission: 'ChartofAccounts_Edit' } },
    },
    async (req) => {
      await saveMapping(db, authOf(req), req.params.id, req.body);
      return {};
    },
  );
}

export type { AccountMappingInput };
