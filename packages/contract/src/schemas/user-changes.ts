import { z } from 'zod';
import { pageQuery, paginated } from './common.js';

/** One recorded change of a company user's position, approver flag or sign-in email (Super-Admin reads them). */
export const userChangeRow = z.object({
  id: z.number(),
  created_at: z.string(),
  user_id: z.number(),
  user_email: z.string(),
  changed_by: z.string(),
  field: z.enum(['position', 'approver', 'email']),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
});
export type UserChangeRow = z.infer<typeof userChangeRow>;
export const userChangePage = paginated(userChangeRow);
export type UserChangePage = z.infer<typeof userChangePage>;
export const userChangeQuery = pageQuery;
