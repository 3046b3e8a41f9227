import { expect, it } from 'vitest';
import { M } from '../messages.js';
import { itemStatusName, settingsItemRequest } from './settings.js';

const errors = (body: unknown) => settingsItemRequest.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);

it("words missing fields as the specification does: 'Name is required', 'Status is required'", () => {
  expect(errors({})).toEqual([
    ['name', M.nameRequired],
    ['status', M.statusRequired],
  ]);
  expect(errors({ name: '   ', status: '' })).toEqual([
    ['name', M.nameRequired],
    ['status', M.statusRequired],
  ]);
  expect(errors({ name: 'Missions', status: 2 })).toEqual([['status', M.statusRequired]]);
});

it('takes the status select value as a string or a number and trims the name', () => {
  expect(settingsItemRequest.parse({ name: ' Missions ', status: '1' })).toEqual({ name: 'Missions', status: 1 });
  expect(settingsItemRequest.parse({ name: 'Missions', status: 0 })).toEqual({ name: 'Missions', status: 0 });
  expect(itemStatusName(1)).toBe('Active');
  expect(itemStatusName(0)).toBe('In Active');
});
