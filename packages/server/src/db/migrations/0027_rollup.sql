-- Issue 27 point 2: the Rollup permission group (read the books of the companies below one's own; Create: set
-- and run remittance rules). Numbered after whatever the catalogue holds (other branches add groups too), as
-- 0022. Super-Admin holds every permission; the seeded Treasurer and Auditor positions of the District level
-- and above (District 4, Regional 3, National 2, International 5; not Local Assembly 1 nor Seminary 6, which
-- has no churches below it) get View, the Treasurer also Create.
INSERT INTO "permissions" ("name", "group_name", "action", "sort")
SELECT 'Rollup_' || a, 'Rollup', a, (SELECT coalesce(max("sort"), 0) FROM "permissions") + ai
FROM (VALUES ('Create', 1), ('View', 2)) AS actions(a, ai)
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
SELECT setval('permissions_id_seq', (SELECT max("id") FROM "permissions"));
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "roles" r JOIN "permissions" p ON p."group_name" = 'Rollup'
WHERE r."id" = 1 -- Super-Admin holds every permission (0001)
   OR (r."name" = 'Treasurer' AND r."access_level_id" IN (2, 3, 4, 5))
   OR (r."name" = 'Auditor' AND r."access_level_id" IN (2, 3, 4, 5) AND p."action" = 'View')
ON CONFLICT DO NOTHING;
