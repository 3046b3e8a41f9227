import {
  changePasswordRequest,
  forgotRequest,
  loginRequest,
  M,
  otpRequest,
  otpVerifiedData,
  profileData,
  resetRequest,
  signInData,
  okStatus,
  okSaying,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { hashToken } from '../../plugins/access.js';
import { authOf } from '../../plugins/company-scope.js';
import * as auth from './auth.service.js';
import { limitAttempt } from './limits.js';

const tags = ['Sign-in'];
const limitNote = ' Limited per source address and per account (AUTH_RATE_LIMIT a minute each); past it the answer is 429 with Retry-After.';

export async function authRoutes(app: AppInstance) {
  const { config } = app.deps;
  const deps = { db: app.deps.db, clock: app.deps.clock, appUrl: config.appUrl, orgName: config.orgName, mailRateLimit: config.mailRateLimit };
  /** Counts the attempt per source address and per account, independently, in the database (shared by every node). */
  const limit = (req: FastifyRequest, route: string, account: string) =>
    limitAttempt(
      deps.db,
      [
        { scope: `${route}:ip`, key: req.ip },
        { scope: `${route}:account`, key: account },
      ],
      config.authRateLimit,
      deps.clock(),
    );
  const email = (v: unknown) =>
    String(v ?? '')
      .trim()
      .toLowerCase();

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in',
        description: `Email and password; answers the token (or, for a two-factor company, a token that can only verify the mailed code).${limitNote}`,
        body: loginRequest,
        response: { 200: okSaying('Login successfully').extend({ data: signInData }) },
      },
      config: { access: 'public' },
    },
    async (req) => {
      await limit(req, 'login', email(req.body.email));
      const data = await auth.login(deps, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] });
      if (data.authentication) app.deps.mail.kick();
      return { data };
    },
  );

  app.post(
    '/user/otp-verify',
    {
      schema: {
        tags,
        summary: 'Verify the two-factor code',
        description: `With the token of the sign-in; answers a new token for the session and ends the sign-in token.${limitNote}`,
        body: otpRequest,
        response: { 200: okSaying(M.codeVerified).extend({ data: otpVerifiedData }) },
      },
      config: { access: 'twoFactor' },
    },
    async (req) => {
      const who = authOf(req);
      await limit(req, 'otp', `user:${who.userId}`);
      const data = await auth.verifyOtp(deps, who, req.body);
      return { data };
    },
  );

  app.post(
    '/password/email',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link',
        description: `Same answer whether or not the address is known; a new link ends the older ones; at most MAIL_RATE_LIMIT mails an hour per address.${limitNote}`,
        body: forgotRequest,
        response: { 200: okSaying(M.resetMailSent).extend({ data: z.object({ email: z.string() }) }) },
      },
      config: { access: 'public' },
    },
    async (req) => {
      await limit(req, 'forgot', email(req.body.email));
      await auth.requestReset(deps, req.body.email);
      app.deps.mail.kick();
      return { data: { email: req.body.email } };
    },
  );

  app.post(
    '/password/reset',
    {
      schema: {
        tags,
        summary: 'Set a password from a reset or invitation link',
        description: `The link works once and its use ends every other link of the user; every session of the user ends.${limitNote}`,
        body: resetRequest,
        response: { 200: okSaying(M.passwordChanged) },
      },
      config: { access: 'public' },
    },
    async (req) => {
      await limit(req, 'reset', req.body.email ? email(req.body.email) : `token:${hashToken(req.body.token)}`);
      await auth.resetPassword(deps, req.body);
      return {};
    },
  );

  app.post(
    '/logout',
    {
      schema: { tags, summary: 'Sign out', description: 'Ends the session of this token.', response: { 200: okSaying(M.signedOut) } },
      config: { access: 'signedIn' },
    },
    async (req) => {
      await auth.logout(deps, authOf(req));
      return {};
    },
  );

  app.get(
    '/account',
    {
      schema: {
        tags: ['Account'],
        summary: 'My profile',
        description: 'The signed-in user, with company, position and access level.',
        response: { 200: okSaying('OK').extend({ data: profileData }) },
      },
      config: { access: 'signedIn' },
    },
    async (req) => ({ data: await auth.profile(deps, authOf(req)) }),
  );

  app.post(
    '/account/password',
    {
      schema: {
        tags: ['Account'],
        summary: 'Change my password',
        description: 'Needs the current password; keeps this session and ends the others.',
        body: changePasswordRequest,
        response: { 200: okSaying(M.passwordChanged) },
      },
      config: { access: 'signedIn' },
    },
    async (req) => {
      await auth.changePassword(deps, authOf(req), req.body);
      return {};
    },
  );

  app.get(
    '/app-info',
    {
      schema: {
        tags,
        summary: 'Organisation name',
        description: 'Public: the organisation named on the sign-in and dashboard pages.',
        response: { 200: z.object({ status: okStatus, data: z.object({ org_name: z.string() }) }) },
      },
      config: { access: 'public' },
    },
    async () => ({ data: { org_name: deps.orgName } }),
  );
}
