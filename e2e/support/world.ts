import { World, type WorldPort } from '../../packages/server/src/world/world';
import { adminToken, apiCall } from './app';
import { acceptInvitation } from './company';

export * from '../../packages/server/src/world/world';

/** The world builder (packages/server/src/world) over the journeys' server: fetch, and invitations read from the .eml files. */
const port: WorldPort = {
  client(token) {
    const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) => ({ ...(await apiCall(method, url, token, body)), headers: {} });
    return { get: (url) => call('GET', url), post: (url, body) => call('POST', url, body ?? {}), del: (url) => call('DELETE', url) };
  },
  adminToken,
  acceptInvitation,
};

/** One world per worker: its Super-Admin session and location are made once. */
export const world = new World(port);
