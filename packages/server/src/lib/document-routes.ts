import { idSchema, M, okEnvelope as ok, okSaying, voidReasonQuery } from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../app.js';
import type { Db } from '../db/client.js';
import { invalid } from '../errors.js';
import type { Access, AuthContext } from '../plugins/access.js';
import { authOf } from '../plugins/company-scope.js';
import { idempotently } from '../plugins/idempotency.js';

// Route declarations the money documents (bills, payments, checks, entries, deposits, transfers) share word for word but for their
// names: one declaration each, so the documents' void and filtered lists answer, cache and document alike.

/**
 * A bill, payment or check form's first check (section 5) runs before the body is parsed, so a Super-Admin
 * without a company hears 'Please Select company' first, as on the screen (a route's `preValidation`).
 */
export async function companyFirst(req: FastifyRequest) {
  const body = req.body as { company_id?: unknown } | undefined;
  const company = body && typeof body === 'object' ? body.company_id : undefined;
  if (authOf(req).isSuperAdmin && (company === undefined || company === null || company === '' || Number(company) === 0)) {
    throw invalid(M.billSelectCompany, 'company_id');
  }
}

/**
 * The document's void, a state change through GET kept for compatibility: bearer-only, no-store, a
 * second void is a 409. `?reason=` is recorded with the void.
 */
export function voidThroughGet(
  app: AppInstance,
  r: { path: string; param: string; tags: string[]; summary: string; description: string; permission: string },
  voidIt: (auth: AuthContext, id: number, reason: string | undefined) => Promise<unknown>,
) {
  app.get(
    `${r.path}/:${r.param}`,
    {
      schema: {
        tags: r.tags,
        summary: r.summary,
        description: r.description,
        params: z.object({ [r.param]: idSchema() }),
        querystring: voidReasonQuery,
        response: { 200: okSaying(M.statusUpdated) },
      },
      config: { access: { permission: r.permission } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      await voidIt(authOf(req), req.params[r.param] as number, req.query.reason);
      return {};
    },
  );
}

interface FilteredList {
  /** the filter the path parameter sets; the other one stays an optional query */
  by: 'company_id' | 'status';
  /** the route without its parameter ('/getBillByCompanyId') and the parameter's name and schema */
  path: string;
  param: string;
  schema: z.ZodType;
  summary: string;
  description: string;
}

/**
 * The list filtered through a path parameter, by company (0 = All Company) or by status (5 = All Status),
 * each with the other filter as an optional query: `paging` and the list query's own `status`/`company_id`.
 */
export function filteredListRoutes<Query>(
  app: AppInstance,
  r: { tags: string[]; config: { access: Access }; paging: z.ZodObject; filters: { status: z.ZodType; company_id: z.ZodType }; page: z.ZodType },
  routes: FilteredList[],
  list: (auth: AuthContext, query: Query) => Promise<unknown>,
) {
  for (const f of routes) {
    const other = f.by === 'status' ? 'company_id' : 'status';
    app.get(
      `${f.path}/:${f.param}`,
      {
        schema: {
          tags: r.tags,
          summary: f.summary,
          description: f.description,
          params: z.object({ [f.param]: f.schema }),
          querystring: r.paging.extend({ [other]: r.filters[other] }),
          response: { 200: ok.extend({ data: r.page }) },
        },
        config: r.config,
      },
      async (req) => ({ data: await list(authOf(req), { ...(req.query as object), [f.by]: (req.params as Record<string, unknown>)[f.param] } as Query) }),
    );
  }
}

/**
 * The handler of a route that creates a money document once per Idempotency-Key (`config.idempotent`):
 * `create(deps, auth, body)` runs through `idempotently`, and `answer` shapes what a retry replays.
 */
export function createdOnce<D extends { db: Db }, B, T, A extends object>(
  deps: D,
  create: (deps: D, auth: AuthContext, body: B) => Promise<T>,
  answer: (result: T) => A,
) {
  return (req: FastifyRequest & { body: B }, reply: FastifyReply) => idempotently(req, reply, deps, (d) => create(d, authOf(req), req.body), answer);
}
