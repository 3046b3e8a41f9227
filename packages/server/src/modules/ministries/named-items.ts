import { idParams, M, namedItem, namedItemRequest, okSaying } from '@app/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import type { Tx } from '../../db/client.js';
import { companies, type locations, ministries } from '../../db/schema/index.js';
import { conflict, notFound } from '../../errors.js';

/**
 * Ministries and locations are the same thing twice: a shared list of names companies point at.
 * Reading them is for whoever fills in a company form; changing them is the Administrator's.
 */
export interface NamedList {
  path: string;
  table: typeof ministries | typeof locations;
  /** the company column that points at this list */
  usedBy: typeof companies.ministryId | typeof companies.locationId;
  texts: { added: string; updated: string; deleted: string; taken: string; inUse: (company: string) => string };
}

const readers = { anyOf: ['CompanyInformation_View', 'CompanyInformation_Create', 'CompanyInformation_Edit'] };

export function namedListRoutes(list: NamedList) {
  const { table, texts } = list;
  const tags = [list.path.slice(1)];
  const noun = list.path.slice(1);
  const doc = (summary: string, description: string) => ({ tags, summary, description });

  /** One name once (ignoring case); the table lock makes two racing saves take turns. */
  async function assertFree(tx: Tx, name: string, exceptId?: number) {
    await tx.execute(sql`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
    const [dupe] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(sql`lower(${table.name}) = lower(${name})`, exceptId ? ne(table.id, exceptId) : undefined));
    if (dupe) throw conflict(texts.taken);
  }

  return async (app: AppInstance) => {
    const db = app.deps.db;

    const listSchema = {
      ...doc(
        `List every ${noun}`,
        `The shared ${noun} names (id, name) that companies point at, sorted by name, not paged. Needs CompanyInformation_View, _Create or _Edit.`,
      ),
      response: { 200: okSaying('OK').extend({ data: z.array(namedItem) }) },
    };
    app.get(list.path, { schema: listSchema, config: { access: readers } }, async () => ({
      data: await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .orderBy(asc(sql`lower(${table.name})`), asc(table.id)),
    }));

    app.post(
      list.path,
      {
        schema: {
          ...doc(
            `Add a ${noun}`,
            `Super-Admin only. Adds a name to the shared ${noun} list and answers it. A name already there (ignoring case): 409; an empty name: 422.`,
          ),
          body: namedItemRequest,
          response: { 200: okSaying(texts.added).extend({ data: namedItem }) },
        },
        config: { access: 'superAdmin' },
      },
      async (req) => {
        const data = await db.transaction(async (tx) => {
          await assertFree(tx, req.body.name);
          const [row] = await tx.insert(table).values({ name: req.body.name }).returning({ id: table.id, name: table.name });
          return row;
        });
        return { data };
      },
    );

    app.post(
      `${list.path}/:id`,
      {
        schema: {
          ...doc(
            `Rename a ${noun}`,
            `Super-Admin only. Renames the ${noun}; companies pointing at it show the new name. Unknown id: 404; a name another ${noun} has (ignoring case): 409; an empty name: 422.`,
          ),
          params: idParams,
          body: namedItemRequest,
          response: { 200: okSaying(texts.updated).extend({ data: namedItem }) },
        },
        config: { access: 'superAdmin' },
      },
      async (req) => {
        const data = await db.transaction(async (tx) => {
          await assertFree(tx, req.body.name, req.params.id);
          const [row] = await tx.update(table).set({ name: req.body.name }).where(eq(table.id, req.params.id)).returning({ id: table.id, name: table.name });
          if (!row) throw notFound();
          return row;
        });
        return { data };
      },
    );

    // A name a company points at stays (deleted companies too: their records are kept).
    const deleteSchema = {
      ...doc(
        `Delete a ${noun}`,
        `Super-Admin only. Removes the ${noun}. Unknown id: 404; a ${noun} any company points at (deleted companies too): 409 naming the company.`,
      ),
      params: idParams,
      response: { 200: okSaying(texts.deleted) },
    };
    app.delete(`${list.path}/:id`, { schema: deleteSchema, config: { access: 'superAdmin' } }, async (req) => {
      await db.transaction(async (tx) => {
        const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, req.params.id)).for('update');
        if (!row) throw notFound();
        const [user] = await tx.select({ name: companies.legalName }).from(companies).where(eq(list.usedBy, req.params.id)).limit(1);
        if (user) throw conflict(texts.inUse(user.name));
        await tx.delete(table).where(eq(table.id, req.params.id));
      });
      return {};
    });
  };
}

export const ministryRoutes = namedListRoutes({
  path: '/ministry',
  table: ministries,
  usedBy: companies.ministryId,
  texts: { added: M.ministryAdded, updated: M.ministryUpdated, deleted: M.ministryDeleted, taken: M.ministryTaken, inUse: M.ministryInUse },
});
