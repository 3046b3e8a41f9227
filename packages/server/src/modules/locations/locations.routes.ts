import { M } from '@app/contract';
import { companies, locations } from '../../db/schema/index.js';
import { namedListRoutes } from '../ministries/named-items.js';

/** Locations behave exactly like ministries (one shared implementation). */
export const locationRoutes = namedListRoutes({
  path: '/location',
  table: locations,
  usedBy: companies.locationId,
  texts: { added: M.locationAdded, updated: M.locationUpdated, deleted: M.locationDeleted, taken: M.locationTaken, inUse: M.locationInUse },
});
