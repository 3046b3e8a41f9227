import { z } from 'zod';
import { optionalIdSchema } from './common.js';

/**
 * Issue 27 points 4 and 5: how a company's accounts read on a roll-up. Each account maps to one standard
 * account of the national office's chart (by its number); an intercompany account names the other company and
 * what it is to it (rollup's remittance runs set these on the accounts they create).
 */
export const INTERCOMPANY_ROLES = ['due_to', 'due_from', 'remittance_revenue', 'remittance_expense'] as const;
export type IntercompanyRole = (typeof INTERCOMPANY_ROLES)[number];

export const MAPPING_TEXT = {
  saved: 'Mapping saved',
  unknownStandard: 'Choose an account of the standard chart',
  roleNeedsCounterparty: 'Choose the other company of an intercompany account',
  counterpartyNeedsRole: 'Choose what the account is to the other company',
  notSelf: 'The other company must be another company',
  notRelated: "Choose the company's parent or one of its own companies",
} as const;

export const standardAccountRow = z.object({ id: z.number(), account_number: z.string(), account_name: z.string(), account_type_id: z.number() });
export type StandardAccountRow = z.infer<typeof standardAccountRow>;

export const accountMappingRow = z.object({
  id: z.number(),
  account_number: z.string(),
  account_name: z.string(),
  account_type_id: z.number(),
  /** the standard account it reads as; null: unmapped (named "Unmapped: ..." on a roll-up) */
  standard_account_number: z.string().nullable(),
  intercompany_role: z.enum(INTERCOMPANY_ROLES).nullable(),
  counterparty_company_id: z.number().nullable(),
  counterparty_company_name: z.string().nullable(),
});
export type AccountMappingRow = z.infer<typeof accountMappingRow>;

export const accountMappingsQuery = z.object({ company_id: optionalIdSchema('Choose one of the options') });
export const accountMappings = z.object({ standard_accounts: z.array(standardAccountRow), accounts: z.array(accountMappingRow) });

export const accountMappingInput = z.object({
  /** a standard account's number ("5400"); null or blank: unmapped */
  standard_account_number: z
    .string()
    .trim()
    .max(20)
    .nullish()
    .transform((v) => v || null),
  intercompany_role: z
    .union([z.enum(INTERCOMPANY_ROLES), z.literal(''), z.null()], { error: "Choose 'due_to', 'due_from', 'remittance_revenue' or 'remittance_expense'" })
    .optional()
    .transform((v) => v || null),
  counterparty_company_id: optionalIdSchema('Choose one of the options'),
});
export type AccountMappingInput = z.input<typeof accountMappingInput>;
/** An account's mapping as the service saves it: the request's wire names turned into domain input once. */
export interface AccountMappingChange {
  /** null: unmapped */
  standardAccountNumber: string | null;
  /** null: not intercompany (then no counterparty either) */
  intercompanyRole: IntercompanyRole | null;
  counterpartyCompanyId: number | null;
}
/** POST /account-mappings/{id}'s body: accountMappingInput transformed into an AccountMappingChange. */
export const accountMappingBody = accountMappingInput.transform(
  (v): AccountMappingChange => ({
    standardAccountNumber: v.standard_account_number,
    intercompanyRole: v.intercompany_role,
    counterpartyCompanyId: v.counterparty_company_id,
  }),
);
