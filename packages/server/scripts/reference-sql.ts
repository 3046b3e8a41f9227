/**
 * Prints the reference-data SQL of migration 0001 from the contract's catalogues, so the seeded ids and
 * names cannot drift from what the web and the permission gate use. Run: npx tsx scripts/reference-sql.ts
 */
import { ACCESS_LEVELS, ACCOUNT_TYPES, PERMISSION_GROUPS, SUPER_ADMIN_ROLE } from '@app/contract';

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
const out: string[] = [];
out.push(`INSERT INTO access_levels (id, name) VALUES ${ACCESS_LEVELS.map((l) => `(${l.id}, ${q(l.name)})`).join(', ')};`);
out.push(`INSERT INTO account_types (id, name) VALUES ${ACCOUNT_TYPES.map((t) => `(${t.id}, ${q(t.name)})`).join(', ')};`);
let pid = 0;
const perms: string[] = [];
for (const g of PERMISSION_GROUPS) for (const a of g.actions) perms.push(`(${++pid}, ${q(`${g.group}_${a}`)}, ${q(g.group)}, ${q(a)}, ${pid})`);
out.push(`INSERT INTO permissions (id, name, group_name, action, sort) VALUES ${perms.join(', ')};`);
out.push(`SELECT setval('permissions_id_seq', ${pid});`);

// Default positions under every access level. Company management stays with Super-Admin.
const companyGroups = new Set(['CompanyInformation', 'SetupCompany']);
const positions: Array<{ name: string; grants: (group: string, action: string) => boolean }> = [
  { name: 'Treasurer', grants: (g) => !companyGroups.has(g) },
  { name: 'Bookkeeper', grants: (g, a) => !companyGroups.has(g) && a !== 'Delete' },
  { name: 'Auditor', grants: (g, a) => !companyGroups.has(g) && a === 'View' },
];
out.push(`INSERT INTO roles (id, name, access_level_id) VALUES (1, ${q(SUPER_ADMIN_ROLE)}, NULL);`);
let rid = 1;
const grants: string[] = [];
for (const level of ACCESS_LEVELS) {
  for (const p of positions) {
    rid++;
    out.push(`INSERT INTO roles (id, name, access_level_id) VALUES (${rid}, ${q(p.name)}, ${level.id});`);
    let id = 0;
    for (const g of PERMISSION_GROUPS) for (const a of g.actions) { id++; if (p.grants(g.group, a)) grants.push(`(${rid}, ${id})`); }
  }
}
// Super-Admin holds every permission.
for (let id = 1; id <= pid; id++) grants.push(`(1, ${id})`);
out.push(`INSERT INTO role_permissions (role_id, permission_id) VALUES ${grants.join(', ')};`);
out.push(`SELECT setval('roles_id_seq', ${rid});`);
// The three Form 990 functional expense categories, global (company_id 0).
out.push(`INSERT INTO functional_expenses (company_id, name, status) VALUES (0, 'Program services', 1), (0, 'Management and general', 1), (0, 'Fundraising', 1);`);
console.log(out.join('\n--> statement-breakpoint\n'));
