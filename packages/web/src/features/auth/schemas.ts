import { forgotRequest, loginRequest, M, newPassword, otpRequest } from '@app/contract';
import { z } from 'zod';

// The contract's rules for the public forms, in a module of their own: useAuthForm imports it (and zod with
// it) on the first submit, so showing these pages downloads no validation library.
export { forgotRequest, loginRequest, otpRequest };

export const resetForm = z
  .object({ password: newPassword, password_confirmation: z.string() })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], error: M.passwordsMustMatch });
