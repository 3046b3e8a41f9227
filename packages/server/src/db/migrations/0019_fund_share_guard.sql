-- Issue 24 point 2: a company may refuse payments, checks and entries that would take a fund's share of a bank
-- account below zero (a fund's share = the net of that bank account's lines tagged with it). Off by default,
-- so every existing company keeps paying as before.
ALTER TABLE "companies" ADD COLUMN "refuse_fund_overdraft" boolean NOT NULL DEFAULT false;
