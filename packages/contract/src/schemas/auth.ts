import { z } from 'zod';
import { M } from '../messages.js';
import { idSchema } from './common.js';

const email = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, { error: M.emailRequired, abort: true })
  .max(255, { error: 'At most 255 characters' })
  .pipe(z.email({ error: M.emailInvalid }));

export const loginRequest = z.object({
  email,
  password: z.string({ error: M.passwordRequired }).min(1, { error: M.passwordRequired }).max(255, { error: 'At most 255 characters' }),
  browser_information: z.string().max(1000).nullish(),
  browser_id: z.string().max(255).nullish(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const signInData = z.object({
  access_token: z.string(),
  comapnay_name: z.string().nullable(),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  first_name: z.string(),
  permissions: z.array(z.string()),
  authentication: z.boolean(),
  id: z.number(),
});
export type SignInData = z.infer<typeof signInData>;

export const otpRequest = z.object({
  otp: z
    .union([z.string(), z.number()], { error: M.otpRequired })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, { error: M.otpRequired, abort: true }).regex(/^\d+$/, { error: M.otpNumeric })),
  id: idSchema(),
});

/** otp-verify answers with the token of the full session; the one from the /two-factor-auth URL has ended. */
export const otpVerifiedData = z.object({ access_token: z.string() });

export const forgotRequest = z.object({
  email: z
    .string({ error: M.forgotEmailRequired })
    .trim()
    .min(1, { error: M.forgotEmailRequired })
    .max(255)
    .pipe(z.email({ error: M.emailInvalid })),
});

/** New password rules of the reset and account screens (DESIGN.md section 9: at least one Latin letter). */
export const newPassword = z
  .string({ error: M.newPasswordRequired })
  .min(1, { error: M.newPasswordRequired, abort: true })
  .min(8, { error: M.passwordTooShort, abort: true })
  .max(255, { error: 'At most 255 characters' })
  .regex(/[a-zA-Z]/, { error: M.passwordLatin });

export const resetRequest = z
  .object({
    email: z.string().trim().max(255).optional(),
    token: z.string({ error: M.invalidResetLink }).min(1, { error: M.invalidResetLink }).max(255),
    password: newPassword,
    password_confirmation: z.string({ error: M.passwordsMustMatch }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: M.passwordsMustMatch,
  });

export const changePasswordRequest = z
  .object({
    current_password: z.string({ error: M.passwordRequired }).min(1, { error: M.passwordRequired }).max(255),
    password: newPassword,
    password_confirmation: z.string({ error: M.passwordsMustMatch }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: M.passwordsMustMatch,
  });

export const profileData = z.object({
  id: z.number(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  contact_number: z.string().nullable(),
  company_id: z.number().nullable(),
  comapnay_name: z.string().nullable(),
  role_name: z.string().nullable(),
  acess_level_name: z.string().nullable(),
  approver: z.number(),
});
export type ProfileData = z.infer<typeof profileData>;
