INSERT INTO access_levels (id, name) VALUES (1, 'Local Assembly'), (2, 'National'), (3, 'Regional'), (4, 'District'), (5, 'International'), (6, 'Seminary');
--> statement-breakpoint
INSERT INTO account_types (id, name) VALUES (1, 'Cash & Cash Equivalents'), (2, 'Account Receivables'), (3, 'Other Current Asset'), (4, 'Fixed assets'), (5, 'Other Asset'), (6, 'Accounts Payable'), (7, 'Other Current Liability'), (8, 'Long Term Liability'), (9, 'Equity / Net Assets'), (10, 'Income'), (11, 'Expenses'), (12, 'Long Term Asset'), (13, 'Bank');
--> statement-breakpoint
INSERT INTO permissions (id, name, group_name, action, sort) VALUES (1, 'CompanyInformation_Create', 'CompanyInformation', 'Create', 1), (2, 'CompanyInformation_Edit', 'CompanyInformation', 'Edit', 2), (3, 'CompanyInformation_View', 'CompanyInformation', 'View', 3), (4, 'CompanyInformation_Delete', 'CompanyInformation', 'Delete', 4), (5, 'SetupCompany_Create', 'SetupCompany', 'Create', 5), (6, 'SetupCompany_Edit', 'SetupCompany', 'Edit', 6), (7, 'SetupCompany_View', 'SetupCompany', 'View', 7), (8, 'ChartofAccounts_Create', 'ChartofAccounts', 'Create', 8), (9, 'ChartofAccounts_Edit', 'ChartofAccounts', 'Edit', 9), (10, 'ChartofAccounts_View', 'ChartofAccounts', 'View', 10), (11, 'ChartofAccounts_Delete', 'ChartofAccounts', 'Delete', 11), (12, 'Vendor_Create', 'Vendor', 'Create', 12), (13, 'Vendor_Edit', 'Vendor', 'Edit', 13), (14, 'Vendor_View', 'Vendor', 'View', 14), (15, 'Vendor_Delete', 'Vendor', 'Delete', 15), (16, 'BillPurchaseOrders_Create', 'BillPurchaseOrders', 'Create', 16), (17, 'BillPurchaseOrders_Edit', 'BillPurchaseOrders', 'Edit', 17), (18, 'BillPurchaseOrders_View', 'BillPurchaseOrders', 'View', 18), (19, 'BillPurchaseOrders_Delete', 'BillPurchaseOrders', 'Delete', 19), (20, 'Bills_Create', 'Bills', 'Create', 20), (21, 'Bills_Edit', 'Bills', 'Edit', 21), (22, 'Bills_View', 'Bills', 'View', 22), (23, 'Bills_Delete', 'Bills', 'Delete', 23), (24, 'BillPayment_Create', 'BillPayment', 'Create', 24), (25, 'BillPayment_View', 'BillPayment', 'View', 25), (26, 'BillPayment_Delete', 'BillPayment', 'Delete', 26), (27, 'Check_Create', 'Check', 'Create', 27), (28, 'Check_View', 'Check', 'View', 28), (29, 'Check_Delete', 'Check', 'Delete', 29), (30, 'FundProgram_Create', 'FundProgram', 'Create', 30), (31, 'FundProgram_Edit', 'FundProgram', 'Edit', 31), (32, 'FundProgram_View', 'FundProgram', 'View', 32), (33, 'FundProgram_Delete', 'FundProgram', 'Delete', 33), (34, 'FunctionalExpenses_Create', 'FunctionalExpenses', 'Create', 34), (35, 'FunctionalExpenses_Edit', 'FunctionalExpenses', 'Edit', 35), (36, 'FunctionalExpenses_View', 'FunctionalExpenses', 'View', 36), (37, 'FunctionalExpenses_Delete', 'FunctionalExpenses', 'Delete', 37), (38, 'Journals_Create', 'Journals', 'Create', 38), (39, 'Journals_View', 'Journals', 'View', 39), (40, 'Journals_Delete', 'Journals', 'Delete', 40), (41, 'Budgets_Create', 'Budgets', 'Create', 41), (42, 'Budgets_Edit', 'Budgets', 'Edit', 42), (43, 'Budgets_View', 'Budgets', 'View', 43), (44, 'Budgets_Delete', 'Budgets', 'Delete', 44), (45, 'Invoices_Create', 'Invoices', 'Create', 45), (46, 'Invoices_Edit', 'Invoices', 'Edit', 46), (47, 'Invoices_View', 'Invoices', 'View', 47), (48, 'Invoices_Delete', 'Invoices', 'Delete', 48), (49, 'VendorPayments_Create', 'VendorPayments', 'Create', 49), (50, 'VendorPayments_Edit', 'VendorPayments', 'Edit', 50), (51, 'VendorPayments_View', 'VendorPayments', 'View', 51), (52, 'VendorPayments_Delete', 'VendorPayments', 'Delete', 52), (53, 'Reports_View', 'Reports', 'View', 53);
--> statement-breakpoint
SELECT setval('permissions_id_seq', 53);
--> statement-breakpoint
INSERT INTO roles (id, name, access_level_id) VALUES (1, 'Super-Admin', NULL);
--> statement-breakpoint
INSERT INTO roles (id, name, access_level_id) VALUES (2, 'Treasurer', 1);
--> statement-breakpoint
INSERT INTO roles (id, name, access_level_id) VALUES (3, 'Bookkeeper', 1);
--> statement-breakpoint
INSERT INTO roles (id, name, access_level_id) VALUES (4, 'Auditor', 1);
--> statement-breakpoint
INSERT INTO roles (id, name, access_level_id) VALUES (5, 'Treasurer', 2);
--> statement-breakpoint
INSERT INTO roles (id, name, access_level_id) VALUES (6, 'Bookkeeper', 2);
--> statement-breakpoint
INSERT INTO roles (id, name, access_level_id) VALUES (7, 'Auditor', 2);
--> statement-breakpoint
INSERT INTO roles (id, name, access_level_id) VALUES (8, 'Treasurer', 3);
--> statement-breakpoint
INSERT INTO roles (id, name, access_level_id) VALUES (9, 'Bookkeeper', 3);
--> statement-breakpoint
INSERT INTO roles (id, name, access_level_id) VALUES (10, 'Auditor', 3);
--> statement-breakpoint
INSERT INTO roles (id, name, access_level_id) VALUES (11, 'Treasurer', 4);
--> statement-breakpoint
INSERT INTO roles (id, name, access_level_id) VALUES (12, 'Bookkeeper', 4);
--> statement-breakpoint
INSERT INTO roles (id, name, access_level_id) VALUES (13, 'Auditor', 4);
--> statement-breakpoint
INSERT INTO roles (id, name, access_level_id) VALUES (14, 'Treasurer', 5);
--> statement-breakpoint
INSERT INTO roles (id, name, access_level_id) VALUES (15, 'Bookkeeper', 5);
--> statement-breakpoint
INSERT INTO roles (id, name, access_level_id) VALUES (16, 'Auditor', 5);
--> statement-breakpoint
INSERT INTO roles (id, name, access_level_id) VALUES (17, 'Treasurer', 6);
--> statement-breakpoint
INSERT INTO roles (id, name, access_level_id) VALUES (18, 'Bookkeeper', 6);
--> statement-breakpoint
INSERT INTO roles (id, name, access_level_id) VALUES (19, 'Auditor', 6);
--> statement-breakpoint
INSERT INTO role_permissions (role_id, permission_id) VALUES (2, 8), (2, 9), (2, 10), (2, 11), (2, 12), (2, 13), (2, 14), (2, 15), (2, 16), (2, 17), (2, 18), (2, 19), (2, 20), (2, 21), (2, 22), (2, 23), (2, 24), (2, 25), (2, 26), (2, 27), (2, 28), (2, 29), (2, 30), (2, 31), (2, 32), (2, 33), (2, 34), (2, 35), (2, 36), (2, 37), (2, 38), (2, 39), (2, 40), (2, 41), (2, 42), (2, 43), (2, 44), (2, 45), (2, 46), (2, 47), (2, 48), (2, 49), (2, 50), (2, 51), (2, 52), (2, 53), (3, 8), (3, 9), (3, 10), (3, 12), (3, 13), (3, 14), (3, 16), (3, 17), (3, 18), (3, 20), (3, 21), (3, 22), (3, 24), (3, 25), (3, 27), (3, 28), (3, 30), (3, 31), (3, 32), (3, 34), (3, 35), (3, 36), (3, 38), (3, 39), (3, 41), (3, 42), (3, 43), (3, 45), (3, 46), (3, 47), (3, 49), (3, 50), (3, 51), (3, 53), (4, 10), (4, 14), (4, 18), (4, 22), (4, 25), (4, 28), (4, 32), (4, 36), (4, 39), (4, 43), (4, 47), (4, 51), (4, 53), (5, 8), (5, 9), (5, 10), (5, 11), (5, 12), (5, 13), (5, 14), (5, 15), (5, 16), (5, 17), (5, 18), (5, 19), (5, 20), (5, 21), (5, 22), (5, 23), (5, 24), (5, 25), (5, 26), (5, 27), (5, 28), (5, 29), (5, 30), (5, 31), (5, 32), (5, 33), (5, 34), (5, 35), (5, 36), (5, 37), (5, 38), (5, 39), (5, 40), (5, 41), (5, 42), (5, 43), (5, 44), (5, 45), (5, 46), (5, 47), (5, 48), (5, 49), (5, 50), (5, 51), (5, 52), (5, 53), (6, 8), (6, 9), (6, 10), (6, 12), (6, 13), (6, 14), (6, 16), (6, 17), (6, 18), (6, 20), (6, 21), (6, 22), (6, 24), (6, 25), (6, 27), (6, 28), (6, 30), (6, 31), (6, 32), (6, 34), (6, 35), (6, 36), (6, 38), (6, 39), (6, 41), (6, 42), (6, 43), (6, 45), (6, 46), (6, 47), (6, 49), (6, 50), (6, 51), (6, 53), (7, 10), (7, 14), (7, 18), (7, 22), (7, 25), (7, 28), (7, 32), (7, 36), (7, 39), (7, 43), (7, 47), (7, 51), (7, 53), (8, 8), (8, 9), (8, 10), (8, 11), (8, 12), (8, 13), (8, 14), (8, 15), (8, 16), (8, 17), (8, 18), (8, 19), (8, 20), (8, 21), (8, 22), (8, 23), (8, 24), (8, 25), (8, 26), (8, 27), (8, 28), (8, 29), (8, 30), (8, 31), (8, 32), (8, 33), (8, 34), (8, 35), (8, 36), (8, 37), (8, 38), (8, 39), (8, 40), (8, 41), (8, 42), (8, 43), (8, 44), (8, 45), (8, 46), (8, 47), (8, 48), (8, 49), (8, 50), (8, 51), (8, 52), (8, 53), (9, 8), (9, 9), (9, 10), (9, 12), (9, 13), (9, 14), (9, 16), (9, 17), (9, 18), (9, 20), (9, 21), (9, 22), (9, 24), (9, 25), (9, 27), (9, 28), (9, 30), (9, 31), (9, 32), (9, 34), (9, 35), (9, 36), (9, 38), (9, 39), (9, 41), (9, 42), (9, 43), (9, 45), (9, 46), (9, 47), (9, 49), (9, 50), (9, 51), (9, 53), (10, 10), (10, 14), (10, 18), (10, 22), (10, 25), (10, 28), (10, 32), (10, 36), (10, 39), (10, 43), (10, 47), (10, 51), (10, 53), (11, 8), (11, 9), (11, 10), (11, 11), (11, 12), (11, 13), (11, 14), (11, 15), (11, 16), (11, 17), (11, 18), (11, 19), (11, 20), (11, 21), (11, 22), (11, 23), (11, 24), (11, 25), (11, 26), (11, 27), (11, 28), (11, 29), (11, 30), (11, 31), (11, 32), (11, 33), (11, 34), (11, 35), (11, 36), (11, 37), (11, 38), (11, 39), (11, 40), (11, 41), (11, 42), (11, 43), (11, 44), (11, 45), (11, 46), (11, 47), (11, 48), (11, 49), (11, 50), (11, 51), (11, 52), (11, 53), (12, 8), (12, 9), (12, 10), (12, 12), (12, 13), (12, 14), (12, 16), (12, 17), (12, 18), (12, 20), (12, 21), (12, 22), (12, 24), (12, 25), (12, 27), (12, 28), (12, 30), (12, 31), (12, 32), (12, 34), (12, 35), (12, 36), (12, 38), (12, 39), (12, 41), (12, 42), (12, 43), (12, 45), (12, 46), (12, 47), (12, 49), (12, 50), (12, 51), (12, 53), (13, 10), (13, 14), (13, 18), (13, 22), (13, 25), (13, 28), (13, 32), (13, 36), (13, 39), (13, 43), (13, 47), (13, 51), (13, 53), (14, 8), (14, 9), (14, 10), (14, 11), (14, 12), (14, 13), (14, 14), (14, 15), (14, 16), (14, 17), (14, 18), (14, 19), (14, 20), (14, 21), (14, 22), (14, 23), (14, 24), (14, 25), (14, 26), (14, 27), (14, 28), (14, 29), (14, 30), (14, 31), (14, 32), (14, 33), (14, 34), (14, 35), (14, 36), (14, 37), (14, 38), (14, 39), (14, 40), (14, 41), (14, 42), (14, 43), (14, 44), (14, 45), (14, 46), (14, 47), (14, 48), (14, 49), (14, 50), (14, 51), (14, 52), (14, 53), (15, 8), (15, 9), (15, 10), (15, 12), (15, 13), (15, 14), (15, 16), (15, 17), (15, 18), (15, 20), (15, 21), (15, 22), (15, 24), (15, 25), (15, 27), (15, 28), (15, 30), (15, 31), (15, 32), (15, 34), (15, 35), (15, 36), (15, 38), (15, 39), (15, 41), (15, 42), (15, 43), (15, 45), (15, 46), (15, 47), (15, 49), (15, 50), (15, 51), (15, 53), (16, 10), (16, 14), (16, 18), (16, 22), (16, 25), (16, 28), (16, 32), (16, 36), (16, 39), (16, 43), (16, 47), (16, 51), (16, 53), (17, 8), (17, 9), (17, 10), (17, 11), (17, 12), (17, 13), (17, 14), (17, 15), (17, 16), (17, 17), (17, 18), (17, 19), (17, 20), (17, 21), (17, 22), (17, 23), (17, 24), (17, 25), (17, 26), (17, 27), (17, 28), (17, 29), (17, 30), (17, 31), (17, 32), (17, 33), (17, 34), (17, 35), (17, 36), (17, 37), (17, 38), (17, 39), (17, 40), (17, 41), (17, 42), (17, 43), (17, 44), (17, 45), (17, 46), (17, 47), (17, 48), (17, 49), (17, 50), (17, 51), (17, 52), (17, 53), (18, 8), (18, 9), (18, 10), (18, 12), (18, 13), (18, 14), (18, 16), (18, 17), (18, 18), (18, 20), (18, 21), (18, 22), (18, 24), (18, 25), (18, 27), (18, 28), (18, 30), (18, 31), (18, 32), (18, 34), (18, 35), (18, 36), (18, 38), (18, 39), (18, 41), (18, 42), (18, 43), (18, 45), (18, 46), (18, 47), (18, 49), (18, 50), (18, 51), (18, 53), (19, 10), (19, 14), (19, 18), (19, 22), (19, 25), (19, 28), (19, 32), (19, 36), (19, 39), (19, 43), (19, 47), (19, 51), (19, 53), (1, 1), (1, 2), (1, 3), (1, 4), (1, 5), (1, 6), (1, 7), (1, 8), (1, 9), (1, 10), (1, 11), (1, 12), (1, 13), (1, 14), (1, 15), (1, 16), (1, 17), (1, 18), (1, 19), (1, 20), (1, 21), (1, 22), (1, 23), (1, 24), (1, 25), (1, 26), (1, 27), (1, 28), (1, 29), (1, 30), (1, 31), (1, 32), (1, 33), (1, 34), (1, 35), (1, 36), (1, 37), (1, 38), (1, 39), (1, 40), (1, 41), (1, 42), (1, 43), (1, 44), (1, 45), (1, 46), (1, 47), (1, 48), (1, 49), (1, 50), (1, 51), (1, 52), (1, 53);
--> statement-breakpoint
SELECT setval('roles_id_seq', 19);
--> statement-breakpoint
INSERT INTO functional_expenses (company_id, name, status) VALUES (0, 'Program services', 1), (0, 'Management and general', 1), (0, 'Fundraising', 1);
--> statement-breakpoint
-- The ledger: lines carry one side each; an entry must balance at commit; posted rows never change.
ALTER TABLE journal_lines ADD CONSTRAINT journal_lines_one_side CHECK (debit_cents >= 0 AND credit_cents >= 0 AND (debit_cents = 0) <> (credit_cents = 0));
--> statement-breakpoint
CREATE FUNCTION journal_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'posted journal rows cannot be changed or deleted; post a reversing entry' USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_immutable BEFORE UPDATE OR DELETE ON journal_entries FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_lines_immutable BEFORE UPDATE OR DELETE ON journal_lines FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries FOR EACH STATEMENT EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_lines_no_truncate BEFORE TRUNCATE ON journal_lines FOR EACH STATEMENT EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
CREATE FUNCTION journal_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d bigint; c bigint;
BEGIN
  SELECT coalesce(sum(debit_cents), 0), coalesce(sum(credit_cents), 0) INTO d, c FROM journal_lines WHERE entry_id = NEW.entry_id;
  IF d <> c THEN
    RAISE EXCEPTION 'journal entry % is not balanced (debits %, credits %)', NEW.entry_id, d, c USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT ON journal_lines DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_check_balanced();
