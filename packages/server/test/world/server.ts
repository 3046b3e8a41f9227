import type { AppInstance } from '../../src/app.js';
import { api, loginAs } from '../api.js';
import { ADMIN, type TestContext } from '../harness.js';
import { World, type WorldPort } from './world.js';

export * from './world.js';

/** The invitation's single-use token, from the link in the newest mail to `email`. */
const inviteToken = (text: string) => decodeURIComponent(/token=([^&\s]+)/.exec(text)?.[1] ?? '');

/**
 * The world builder over app.inject: the API tests' port. Invitations are read from the test's memory mail
 * sink after a flush of the outbox (a context with another sink passes `mailOf` to find them).
 */
export function serverPort(app: AppInstance, mailOf: (email: string) => string | undefined): WorldPort {
  return {
    client: (token?: string) => api(app, token),
    adminToken: () => loginAs(app, ADMIN.email, ADMIN.password),
    async acceptInvitation(email, password) {
      await app.deps.mail.flush();
      const text = mailOf(email);
      if (!text) throw new Error(`world: no invitation mail to ${email}`);
      const res = await api(app).post('/password/reset', { email, token: inviteToken(text), password, password_confirmation: password });
      if (res.status !== 200) throw new Error(`world: invitation of ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    },
  };
}

const worlds = new WeakMap<TestContext, World>();

/** The world of a test context (test/harness.ts), one per context: `const b = await testWorld(t).company();` */
export function testWorld(t: TestContext): World {
  let world = worlds.get(t);
  if (!world) {
    world = new World(serverPort(t.app, (email) => t.mail.sent.findLast((m) => m.to === email)?.text));
    worlds.set(t, world);
  }
  return world;
}
