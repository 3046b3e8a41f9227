import { z } from 'zod';
import { fromCents, toCents } from '../money.js';
import { money, optionalIdSchema, requiredId, requiredText } from './common.js';

/** Remittances up the tree (issue 27 point 3): the texts, quoted by the server, the web and the tests. */
export const REMITTANCE_TEXT = {
  selectParent: 'Select the parent company.',
  nameRequired: 'Give the rule a name.',
  basisInvalid: "The basis is 'unrestricted_revenue' (a percentage) or 'fixed' (an amount).",
  percentInvalid: 'Enter a percentage above 0 and at most 100, with at most two decimals.',
  amountInvalid: 'Enter a monthly amount above zero.',
  monthInvalid: 'Enter the month as YYYY-MM.',
  monthFuture: 'That month has not started yet.',
  noChildren: 'This company has no companies below it.',
  accountUnknown: 'Choose accounts of the parent company’s chart.',
  fundUnknown: 'Choose fund programs of the parent company or shared ones.',
  saved: 'The remittance rule has been saved.',
  trustMoneyInvalid: "Trust money is 'pass_on' (a liability again, passed on) or 'own_revenue' (the parent's own).",
  ran: (posted: number) => (posted === 1 ? 'One remittance was posted.' : `${posted} remittances were posted.`),
} as const;

export const REMITTANCE_BASES = ['unrestricted_revenue', 'fixed'] as const;

/** A percentage as a decimal string ('10', '12.5'): out as hundredths of a percent (10 % = 1000). */
const percent = z.union([z.string(), z.number()], { error: REMITTANCE_TEXT.percentInvalid }).transform((v, ctx) => {
  const text = String(v).trim();
  const hundredths = /^\d{1,3}(\.\d{1,2})?$/.test(text) ? toCents(text) : null;
  if (hundredths === null || hundredths <= 0 || hundredths > 10_000) {
    ctx.addIssue({ code: 'custom', message: REMITTANCE_TEXT.percentInvalid });
    return z.NEVER;
  }
  return hundredths;
});

export const TRUST_MONEY = ['pass_on', 'own_revenue'] as const;
/**
 * What the parent does with the trust money its children pass on (a mission offering on their 'Funds held for
 * others'): 'pass_on' (default) credits the parent's own 2200 Funds held for others, a liability again;
 * 'own_revenue' credits its 4030 Missions Offerings, the money being the parent's own. A parent's runs follow
 * its first rule's choice.
 */
const trustMoney = z.enum(TRUST_MONEY, { error: REMITTANCE_TEXT.trustMoneyInvalid }).default('pass_on');

const ids = z.array(requiredId('Choose a value from the list')).max(200).default([]);

/** POST /remittance-rules: a percentage of the month's revenue without donor restrictions, or a fixed amount. */
export const remittanceRuleRequest = z.discriminatedUnion(
  'basis',
  [
    z.object({
      parent_company_id: optionalIdSchema(REMITTANCE_TEXT.selectParent),
      name: requiredText(REMITTANCE_TEXT.nameRequired, 100),
      basis: z.literal('unrestricted_revenue'),
      percent,
      /** only these revenue accounts (of the parent's chart, matched in each child by account number) */
      account_ids: ids,
      /** only lines tagged with these funds (the parent's or shared ones) */
      fund_program_ids: ids,
      trust_money: trustMoney,
    }),
    z.object({
      parent_company_id: optionalIdSchema(REMITTANCE_TEXT.selectParent),
      name: requiredText(REMITTANCE_TEXT.nameRequired, 100),
      basis: z.literal('fixed'),
      amount: money(REMITTANCE_TEXT.amountInvalid).refine((c) => c > 0, { error: REMITTANCE_TEXT.amountInvalid }),
      trust_money: trustMoney,
    }),
  ],
  { error: REMITTANCE_TEXT.basisInvalid },
);
export type RemittanceRuleRequest = z.output<typeof remittanceRuleRequest>;

/**
 * A rule as the remittances service takes it: the request's wire names (`percent` in hundredths, `amount` in
 * cents, `account_ids`, ...) turned into domain input once; the fields of the other basis are null or empty.
 */
export interface RemittanceRuleInput {
  /** the parent a Super-Admin named (null: none named) */
  parentCompanyId: number | null;
  name: string;
  basis: RemittanceRuleRequest['basis'];
  percentHundredths: number | null;
  amountCents: number | null;
  accountIds: number[];
  fundProgramIds: number[];
  trustMoney: RemittanceRuleRequest['trust_money'];
}

export const remittanceRuleInputOf = (v: RemittanceRuleRequest): RemittanceRuleInput => {
  const revenue = v.basis === 'unrestricted_revenue';
  return {
    parentCompanyId: v.parent_company_id,
    name: v.name,
    basis: v.basis,
    percentHundredths: revenue ? v.percent : null,
    amountCents: revenue ? null : v.amount,
    accountIds: revenue ? v.account_ids : [],
    fundProgramIds: revenue ? v.fund_program_ids : [],
    trustMoney: v.trust_money,
  };
};
/** POST /remittance-rules' body: remittanceRuleRequest transformed into a RemittanceRuleInput. */
export const remittanceRuleBody = remittanceRuleRequest.transform(remittanceRuleInputOf);

export const remittanceRule = z.object({
  id: z.number(),
  parent_company_id: z.number(),
  name: z.string(),
  basis: z.enum(REMITTANCE_BASES),
  /** decimal string, e.g. '10.00'; null for a fixed rule */
  percent: z.string().nullable(),
  /** decimal string; null for a percentage rule */
  amount: z.string().nullable(),
  account_ids: z.array(z.number()),
  fund_program_ids: z.array(z.number()),
  /** the trust money passed on by the children: 'pass_on' (a liability again) or 'own_revenue' (the parent's) */
  trust_money: z.enum(TRUST_MONEY),
});
export type RemittanceRule = z.infer<typeof remittanceRule>;

export const remittanceRuleQuery = z.object({ parent_company_id: optionalIdSchema(REMITTANCE_TEXT.selectParent) });

const month = z
  .string({ error: REMITTANCE_TEXT.monthInvalid })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: REMITTANCE_TEXT.monthInvalid });

/** POST /remittances/run */
export const remittanceRunRequest = z.object({ parent_company_id: optionalIdSchema(REMITTANCE_TEXT.selectParent), month });
export type RemittanceRunRequest = z.output<typeof remittanceRunRequest>;
/** A run as the service takes it (POST /remittances/run). */
export interface RemittanceRunInput {
  parentCompanyId: number | null;
  /** 'YYYY-MM' */
  month: string;
}
/** POST /remittances/run's body: remittanceRunRequest transformed into a RemittanceRunInput. */
export const remittanceRunBody = remittanceRunRequest.transform((v): RemittanceRunInput => ({ parentCompanyId: v.parent_company_id, month: v.month }));

export const remittanceRunResult = z.object({
  /** remittance rows written by this run (0 when the month was already run) */
  posted: z.number(),
  remittances: z.array(
    z.object({
      id: z.number(),
      company_id: z.number(),
      rule_id: z.number().nullable(),
      kind: z.enum(['assessment', 'trust']),
      amount: z.string(),
      child_entry_id: z.number(),
      parent_entry_id: z.number(),
      entry_date: z.string(),
    }),
  ),
});

/** GET /remittances */
export const remittanceStatusQuery = z.object({ parent_company_id: optionalIdSchema(REMITTANCE_TEXT.selectParent), month });

export const remittanceStatusRow = z.object({
  company_id: z.number(),
  company_name: z.string(),
  /** what the month's runs posted as owed (assessments and trust money passed on) */
  owed: z.string(),
  /** what the child's payments cleared of it (its due-to account's debits, applied oldest month first) */
  paid: z.string(),
  outstanding: z.string(),
  /** everything owed through this month is paid */
  current: z.boolean(),
  /** owed and unpaid through this month, all months together */
  balance: z.string(),
});
export type RemittanceStatusRow = z.infer<typeof remittanceStatusRow>;

export const remittanceStatus = z.object({ month: z.string(), parent_company_id: z.number(), rows: z.array(remittanceStatusRow) });
export type RemittanceStatus = z.infer<typeof remittanceStatus>;

/** Hundredths of a percent as the wire's decimal string ('10.00'). */
export const percentText = (hundredths: number) => fromCents(hundredths);
