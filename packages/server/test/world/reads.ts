import type { Client } from './world.js';

/*
 * Small reads the API tests' worlds share (bills, bill payments, opening balances, dashboard, journals), so each
 * world module does not write them again.
 */

/** The server's calendar day (UTC, YYYY-MM-DD), `offset` days away: the dates the API tests' bodies send. */
export const utcDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Today as the server counts it (utcDay()); the journeys' forms send the local day (world-basics `day`). */
export const TODAY = utcDay();

/** An account's balance as the chart of accounts shows it ('1250.75'), read by a caller who may see the account. */
export const balanceOf = async (client: Pick<Client, 'get'>, accountId: number) =>
  (await client.get(`/editMasterAccount/${accountId}`)).body.data[0].balance as string;
