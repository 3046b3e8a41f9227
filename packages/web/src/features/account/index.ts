import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const AccountPage = lazy(() => import('./AccountPage'));

export const accountFeature: Feature = { routes: [{ path: 'account', Component: AccountPage }] };
