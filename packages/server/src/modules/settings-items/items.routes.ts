import {
  fundProgramItem,
  fundProgramPage,
  fundProgramRequest,
  idParams,
  settingsItemDeleted,
  settingsItemExportQuery,
  settingsItemListQuery,
  settingsItemPage,
  settingsItemRequest,
  settingsItem,
  settingsItemSaved,
  okStatus,
  legacyMsg,
} from '@app/contract';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import { exportItems } from './items.export.js';
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
  /** the export's file name stem, e.g. 'fund-programs' -> fund-programs-2026-11-22.xlsx */
  exportName: string;
  /** fund programs: the calls and lists carry the restriction class (issue 24) */
  fundClass?: boolean;
}

/** The four list-screen calls, the same for fund programs and functional expenses. */
export function registerItemRoutes(app: AppInstance, c: ItemRoutesConfig) {
  const deps = { db: app.deps.db, clock: app.deps.clock };
  const tags = [c.tag];
  const noun = c.tag.toLowerCase().replace(/s$/, '');
  const doc = (summary: string, description: string) => ({ tags, summary, description });
  // A save answers the kind's text as message and as the specification's legacy msg.
  const item = c.fundClass ? fundProgramItem : settingsItem;
  const body = c.fundClass ? fundProgramRequest : settingsItemRequest;
  const page = c.fundClass ? fundProgramPage : settingsItemPage;
  const saying = (text: string) => settingsItemSaved.extend({ msg: legacyMsg(text), message: z.string().default(text), data: item });
  const classText = c.fundClass
    ? " Also restriction ('without' donor restrictions, the default; 'purpose', 'time' or 'perpetual') and release_on (YYYY-MM-DD), required for 'time' and refused otherwise (422)."
    : '';

  app.post(
    `/${c.paths.create}`,
    {
      schema: {
        ...doc(
          `Create a ${noun}`,
          `Saves a ${noun} (name, status 1 Active or 0 In Active). Super-Admin's are global (offered to every company) unless company_id names one company (then that company's only; an unknown or deleted company: 422); a company user's belong to their company. Needs ${c.group}_Create. A name the company's or a global ${noun} already has (ignoring case): 409; a missing name or status: 422.${classText}`,
        ),
        body,
        response: { 200: saying(c.texts.added) },
      },
      config: { access: { permission: `${c.group}_Create` } },
    },
    async (req) => {
      const data = await items.create(deps, c.table, authOf(req), req.body);
      return { data };
    },
  );

  app.post(
    `/${c.paths.update}/:id`,
    {
      schema: {
        ...doc(
          `Update a ${noun}`,
          `Changes the name and status of a ${noun} that is not deleted. Needs ${c.group}_Edit. Another company's ${noun} or an unknown id: 404; a global ${noun} from a company user: 403; a name the company's or a global ${noun} already has: 409; bad input: 422.${classText}${c.fundClass ? ' A restriction left out stays as it was.' : ''}`,
        ),
        params: idParams,
        body,
        response: { 200: saying(c.texts.updated) },
      },
      config: { access: { permission: `${c.group}_Edit` } },
    },
    async (req) => {
      const data = await items.update(deps, c.table, authOf(req), req.params.id, req.body);
      return { data };
    },
  );

  app.get(
    `/${c.paths.list}`,
    {
      schema: {
        ...doc(
          `${c.tag} list`,
          `A page (?page=, ?per_page= up to 100, default 10) of the ${noun}s that are not deleted, active and inactive, newest first unless ?sort= (newest, name, company_name, status) and ?dir= (asc|desc) say otherwise, id breaking ties. ?search= matches the name or the owner (the company's name, or 'All companies' for a global one), contains, ignoring case. Super-Admin sees every company's and the global ones, or one company's and the global ones with ?company_id= (0 = All); a company user sees their own and the global ones (another company_id: 404). Needs ${c.group}_View.`,
        ),
        querystring: settingsItemListQuery,
        response: { 200: z.object({ status: okStatus, data: page }) },
      },
      config: { access: { permission: `${c.group}_View` } },
    },
    async (req) => ({ data: await items.list(deps, c.table, authOf(req), req.query) }),
  );

  app.get(
    `/${c.paths.list}/export`,
    {
      schema: {
        ...doc(
          `Export the ${noun} list`,
          `Every ${noun} the list shows for the same filters (?company_id=, ?search=, ?sort=, ?dir=), all pages, in the list's order, as a download: ?format=csv (dates YYYY-MM-DD) or ?format=xlsx (dates as dates), with the columns Name, User (the owning company, or 'All companies'), ${c.fundClass ? 'Restriction, Release On, ' : ''}Status and Added On. Streamed in batches. Authorised and scoped exactly as GET /${c.paths.list}: needs ${c.group}_View; a company user gets their own and the global ${noun}s only (another company_id: 404).`,
        ),
        querystring: settingsItemExportQuery,
      },
      config: { access: { permission: `${c.group}_View` } },
    },
    async (req, reply) => exportItems(deps.db, c.table, c.exportName, authOf(req), req.query, reply, deps.clock()),
  );

  // DELETE although the name says status update: it hides the item (the specification's call).
  app.delete(
    `/${c.paths.remove}/:id`,
    {
      schema: {
        ...doc(
          `Delete a ${noun}`,
          `A DELETE despite its name: hides the ${noun} from lists and pickers (bills, checks and journal lines that use it keep it) and answers the first page of the list. Needs ${c.group}_Delete. Another company's ${noun} or an unknown id: 404; a global ${noun} from a company user: 403.`,
        ),
        params: idParams,
        response: { 200: settingsItemDeleted.extend({ message: z.string().default(c.texts.deleted), data: page }) },
      },
      config: { access: { permission: `${c.group}_Delete` } },
    },
    async (req) => {
      const auth = authOf(req);
      await items.remove(deps, c.table, auth, req.params.id);
      // The list as it first opens: page 1 of 10, newest first.
      const data = await items.list(deps, c.table, auth, settingsItemListQuery.parse({}));
      return { data };
    },
  );
}
