import { describe, expect, it } from 'vitest';
import { demoStartCommand, signInSheet } from './sign-in-sheet.js';

const summary = { admin: { email: 'admin@example.org', password: null }, companies: [], password: 'Church-demo-1' };
const sheet = (env: NodeJS.ProcessEnv, usedServer = false) =>
  signInSheet(summary, {
    appUrl: 'http://127.0.0.1:3100',
    mailDir: '/x/mail',
    seconds: 1,
    startCommand: demoStartCommand(env, usedServer),
  });

describe("npm run demo's closing hint", () => {
  it('names the DATA_DIR and PORT the demo was given, so `npm start` serves what was loaded', () => {
    expect(sheet({ DATA_DIR: './demo-data', PORT: '3100' })).toContain(
      'Start the app with `DATA_DIR=./demo-data PORT=3100 npm start`, then open http://127.0.0.1:3100/login',
    );
  });

  it('is a bare `npm start` when the demo ran on the defaults', () => {
    expect(sheet({})).toContain('Start the app with `npm start`, then');
  });

  it('quotes a data dir with spaces and never prints a DATABASE_URL (it holds a password)', () => {
    expect(demoStartCommand({ DATA_DIR: '/srv/my books' }, false)).toBe("DATA_DIR='/srv/my books' npm start");
    expect(demoStartCommand({ DATABASE_URL: 'postgres://u:secret@h/db', DATA_DIR: './d', HOST: '0.0.0.0' }, true)).toBe(
      'DATABASE_URL=<the same> HOST=0.0.0.0 npm start',
    );
  });
});
