import { M } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, PASSWORD, secondNode, type TestContext } from '../../../test/harness.js';
import { testWorld } from '../../../test/world/server.js';
import { otpCodes } from '../../db/schema/index.js';

// Issue 21.2: the five-wrong-codes lock holds when the guesses arrive at once, on two app nodes sharing
// the database: the code row is locked while a guess is judged, so at most five guesses are ever judged.
let t: TestContext;
let second: Awaited<ReturnType<typeof secondNode>>;
beforeAll(async () => {
  t = await createTestContext();
  second = await secondNode(t);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

it('20 parallel wrong codes on two nodes: at most 5 are judged, the rest are told the code is spent', async () => {
  const company = await testWorld(t).company({ authentication: true });
  const user = await company.member('Treasurer', { password: PASSWORD });
  const login = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: user.email, password: PASSWORD } });
  const token = login.json().data.access_token;
  await t.app.deps.mail.flush();
  const real = /code is (\d{6})/.exec(t.mail.sent.findLast((m) => m.to === user.email)?.text ?? '')?.[1];
  expect(real).toMatch(/^\d{6}$/);
  const wrong = Array.from({ length: 21 }, (_, i) => String(100_000 + i)).filter((c) => c !== real);
  const guesses = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      (i % 2 ? second.app : t.app).inject({
        method: 'POST',
        url: '/api/v1/user/otp-verify',
        headers: { authorization: `Bearer ${token}` },
        payload: { otp: wrong[i], id: user.id },
      }),
    ),
  );
  const judgedWrong = guesses.filter((g) => g.statusCode === 422);
  const locked = guesses.filter((g) => g.statusCode === 401 && g.json().message === M.tooManyCodeTries);
  expect(judgedWrong.length).toBeLessThanOrEqual(4);
  expect(locked.length).toBeGreaterThanOrEqual(1);
  expect(guesses.every((g) => g.statusCode === 422 || g.statusCode === 401)).toBe(true);
  const [code] = await t.db.select().from(otpCodes).where(eq(otpCodes.userId, user.id));
  expect(code.attempts).toBe(5);
  expect(code.consumedAt).not.toBeNull();
});
