import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const RolesPermissionPage = lazy(() => import('./RolesPermissionPage'));

/** The Roles & Permission screen (Super-Admin only). */
export const rolesFeature: Feature = {
  routes: [{ path: 'roles-permissions', Component: RolesPermissionPage }],
  menu: [{ label: 'Roles & Permission', path: '/app/roles-permissions', icon: AdminPanelSettings, order: 12, visible: (a) => a.isSuperAdmin }],
};
