import { changePasswordRequest, forgotRequest, loginRequest, M, otpRequest, profileData, resetRequest, signInData } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { authOf } from '../../plugins/company-scope.js';
import * as auth from './auth.service.js';

const ok = z.object({ status: z.literal(200), message: z.string() });

export async function authRoutes(app: AppInstance) {
  const deps = { db: app.deps.db, clock: app.deps.clock, appUrl: app.deps.config.appUrl, orgName: app.deps.config.orgName };
  const limit = app.deps.config.authRateLimit;
  // Per IP (route config) and per account (preHandler, once the body is parsed).
  const perIp = { rateLimit: { max: limit, timeWindow: '1 minute' } };
  const perAccount = (field: string) =>
    app.rateLimit({
      max: limit,
      timeWindow: '1 minute',
      keyGenerator: (req: FastifyRequest) => `${req.routeOptions.url}:${String((req.body as Record<string, unknown>)?.[field] ?? '').toLowerCase()}`,
    });

  app.post(
    '/login',
    {
      schema: { tags: ['Sign-in'], body: loginRequest, response: { 200: ok.extend({ data: signInData }) } },
      config: { access: 'public', ...perIp },
      preHandler: perAccount('email'),
    },
    async (req) => {
      const data = await auth.login(deps, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] });
      if (data.authentication) app.deps.mail.kick();
      return { status: 200 as const, message: 'Login successfully', data };
    },
  );

  app.post(
    '/user/otp-verify',
    { schema: { tags: ['Sign-in'], body: otpRequest, response: { 200: ok } }, config: { access: 'twoFactor', ...perIp }, preHandler: perAccount('id') },
    async (req) => {
      await auth.verifyOtp(deps, authOf(req), req.body);
      return { status: 200 as const, message: M.codeVerified };
    },
  );

  app.post(
    '/password/email',
    {
      schema: { tags: ['Sign-in'], body: forgotRequest, response: { 200: ok.extend({ data: z.object({ email: z.string() }) }) } },
      config: { access: 'public', ...perIp },
      preHandler: perAccount('email'),
    },
    async (req) => {
      await auth.requestReset(deps, req.body.email);
      app.deps.mail.kick();
      return { status: 200 as const, message: M.resetMailSent, data: { email: req.body.email } };
    },
  );

  app.post(
    '/password/reset',
    { schema: { tags: ['Sign-in'], body: resetRequest, response: { 200: ok } }, config: { access: 'public', ...perIp }, preHandler: perAccount('token') },
    async (req) => {
      await auth.resetPassword(deps, req.body);
      return { status: 200 as const, message: M.passwordChanged };
    },
  );

  app.post('/logout', { schema: { tags: ['Sign-in'], response: { 200: ok } }, config: { access: 'signedIn' } }, async (req) => {
    await auth.logout(deps, authOf(req));
    return { status: 200 as const, message: M.signedOut };
  });

  app.get('/account', { schema: { tags: ['Account'], response: { 200: ok.extend({ data: profileData }) } }, config: { access: 'signedIn' } }, async (req) => ({
    status: 200 as const,
    message: 'OK',
    data: await auth.profile(deps, authOf(req)),
  }));

  app.post(
    '/account/password',
    { schema: { tags: ['Account'], body: changePasswordRequest, response: { 200: ok } }, config: { access: 'signedIn' } },
    async (req) => {
      await auth.changePassword(deps, authOf(req), req.body);
      return { status: 200 as const, message: M.passwordChanged };
    },
  );

  app.get(
    '/app-info',
    { schema: { tags: ['Sign-in'], response: { 200: z.object({ status: z.literal(200), data: z.object({ org_name: z.string() }) }) } }, config: { access: 'public' } },
    async () => ({ status: 200 as const, data: { org_name: deps.orgName } }),
  );
}
