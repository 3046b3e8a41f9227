import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { features } from '../features';
import { Layout } from './Layout';
import { newQueryClient } from './query-client';

/** The /app/* pages inside the layout: every feature's routes, relative to /app. */
const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to="/app/dashboard" replace /> },
      ...features.flatMap((f) => f.routes),
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

/**
 * Everything only a signed-in user needs: the features (their routes and menu), the layout, the query cache
 * and the date pickers' provider. routes.tsx loads this lazily, so the login, password and two-factor
 * screens download none of it (e2e/tests/bundle-budget.spec.ts holds /login to its budget).
 */
export default function AuthenticatedShell() {
  const [queryClient] = useState(newQueryClient);
  const routes = useRoutes(appRoutes);
  return (
    <QueryClientProvider client={queryClient}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>{routes}</LocalizationProvider>
    </QueryClientProvider>
  );
}
