import type { SvgIconComponent } from '@mui/icons-material';
import type { RouteObject } from 'react-router';
import type { Auth } from './auth-store';

/** A side-menu entry; `group` nests it under a parent entry of that label (e.g. 'Settings'). */
export interface MenuEntry {
  label: string;
  /** a path, or one per user kind (Super-Admin and company users use different routes for some screens) */
  path: string | ((auth: Auth) => string);
  icon?: SvgIconComponent;
  group?: string;
  /** position in the menu: smaller first */
  order: number;
  visible(auth: Auth): boolean;
}

/** What a feature folder contributes: its /app/* routes (paths relative to /app) and menu entries. */
export interface Feature {
  routes: RouteObject[];
  menu?: MenuEntry[];
}
