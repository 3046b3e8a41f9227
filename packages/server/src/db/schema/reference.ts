import { integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

export const accessLevels = pgTable('access_levels', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const accountTypes = pgTable('account_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** The permission catalogue: one row per Group_Action that applies. */
export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  groupName: text('group_name').notNull(),
  action: text('action').notNull(),
  sort: integer('sort').notNull(),
});

/** Positions. Role 1 is Super-Admin (no access level); the others sit under one access level. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  accessLevelId: integer('access_level_id').references(() => accessLevels.id),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);
