import { idParams, settingsItemDeleted, settingsItemListQuery, settingsItemPage, settingsItemRequest, settingsItemSaved } from '@app/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import type { ItemTable } from './items.repo.js';
import * as items from './items.service.js';

export interface ItemRoutesConfig {
  tag: string;
  table: ItemTable;
  /** permission group, e.g. 'FundProgram' -> FundProgram_Create, _Edit, _View, _Delete */
  group: string;
  /** paths as the specification's call table names them (without the /{id} part) */
  paths: { create: string; update: string; list: string; remove: string };
  texts: { added: string; updated: string; deleted: string };
}

/** The four list-screen calls, the same for fund programs and functional expenses. */
export function registerItemRoutes(app: AppInstance, c: ItemRoutesConfig) {
  const deps = { db: app.deps.db, clock: app.deps.clock };
  const tags = [c.tag];

  app.post(
    `/${c.paths.create}`,
    { schema: { tags, body: settingsItemRequest, response: { 200: settingsItemSaved } }, config: { access: { permission: `${c.group}_Create` } } },
    async (req) => {
      const data = await items.create(deps, c.table, authOf(req), req.body);
      return { status: 200 as const, msg: c.texts.added, message: c.texts.added, data };
    },
  );

  app.post(
    `/${c.paths.update}/:id`,
    {
      schema: { tags, params: idParams, body: settingsItemRequest, response: { 200: settingsItemSaved } },
      config: { access: { permission: `${c.group}_Edit` } },
    },
    async (req) => {
      const data = await items.update(deps, c.table, authOf(req), req.params.id, req.body);
      return { status: 200 as const, msg: c.texts.updated, message: c.texts.updated, data };
    },
  );

  app.get(
    `/${c.paths.list}`,
    {
      schema: { tags, querystring: settingsItemListQuery, response: { 200: z.object({ status: z.literal(200), data: settingsItemPage }) } },
      config: { access: { permission: `${c.group}_View` } },
    },
    async (req) => ({ status: 200 as const, data: await items.list(deps, c.table, authOf(req), req.query) }),
  );

  // DELETE although the name says status update: it hides the item (the specification's call).
  app.delete(
    `/${c.paths.remove}/:id`,
    { schema: { tags, params: idParams, response: { 200: settingsItemDeleted } }, config: { access: { permission: `${c.group}_Delete` } } },
    async (req) => {
      const auth = authOf(req);
      await items.remove(deps, c.table, auth, req.params.id);
      const data = await items.list(deps, c.table, auth, { page: 1, per_page: 10 });
      return { status: 200 as const, message: c.texts.deleted, data };
    },
  );
}
