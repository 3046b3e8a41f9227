import { describe, expect, it } from 'vitest';
import { M } from '../messages.js';
import { changePasswordRequest, forgotRequest, loginRequest, otpRequest, resetRequest } from './auth.js';

/** The messages a schema gives, per field. */
function messages(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } },
  value: unknown,
) {
  const r = schema.safeParse(value);
  const out: Record<string, string[]> = {};
  for (const i of r.error?.issues ?? []) {
    const field = String(i.path[0] ?? '_');
    out[field] = [...(out[field] ?? []), i.message];
  }
  return out;
}

describe('login', () => {
  it('requires email and password with the specification texts', () => {
    expect(messages(loginRequest, {})).toEqual({ email: [M.emailRequired], password: [M.passwordRequired] });
    expect(messages(loginRequest, { email: '  ', password: '' })).toEqual({ email: [M.emailRequired], password: [M.passwordRequired] });
  });
  it('wants a valid email of at most 255 characters', () => {
    expect(messages(loginRequest, { email: 'nope', password: 'x' }).email).toEqual([M.emailInvalid]);
    expect(messages(loginRequest, { email: `${'a'.repeat(250)}@example.org`, password: 'x' }).email?.length).toBeGreaterThan(0);
    expect(messages(loginRequest, { email: 'a@b.org', password: 'p'.repeat(256) }).password?.length).toBe(1);
    expect(loginRequest.safeParse({ email: ' a@b.org ', password: 'x' }).data?.email).toBe('a@b.org');
  });
});

describe('two-factor code', () => {
  it('is required and numeric', () => {
    expect(messages(otpRequest, { id: 1 }).otp).toEqual([M.otpRequired]);
    expect(messages(otpRequest, { otp: '', id: 1 }).otp).toEqual([M.otpRequired]);
    expect(messages(otpRequest, { otp: '12a456', id: 1 }).otp).toEqual([M.otpNumeric]);
    expect(otpRequest.safeParse({ otp: 123456, id: '4' }).data).toEqual({ otp: '123456', id: 4 });
  });
});

describe('forgot password', () => {
  it('requires an email', () => {
    expect(messages(forgotRequest, {}).email).toEqual([M.forgotEmailRequired]);
    expect(messages(forgotRequest, { email: 'x' }).email).toEqual([M.emailInvalid]);
  });
});

describe('reset password', () => {
  const base = { token: 't', password: 'Secret-pass-1', password_confirmation: 'Secret-pass-1' };
  it('applies every rule with the specification texts', () => {
    expect(messages(resetRequest, { ...base, password: '' }).password).toEqual([M.newPasswordRequired]);
    expect(messages(resetRequest, { ...base, password: 'Ab1', password_confirmation: 'Ab1' }).password).toEqual([M.passwordTooShort]);
    expect(messages(resetRequest, { ...base, password: '1234567890', password_confirmation: '1234567890' }).password).toEqual([M.passwordLatin]);
    expect(messages(resetRequest, { ...base, password_confirmation: 'other' }).password_confirmation).toEqual([M.passwordsMustMatch]);
    expect(resetRequest.safeParse(base).success).toBe(true);
  });
  it('the account screen needs the current password', () => {
    expect(messages(changePasswordRequest, { password: 'Secret-pass-1', password_confirmation: 'Secret-pass-1' }).current_password).toEqual([
      M.passwordRequired,
    ]);
  });
});
