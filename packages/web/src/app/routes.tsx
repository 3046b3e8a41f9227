import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { features } from '../features';
import { useAuth } from './auth-store';
import { Layout } from './Layout';

const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const TwoFactorPage = lazy(() => import('../features/auth/TwoFactorPage'));
const NotFoundPage = lazy(() => import('../features/auth/NotFoundPage'));

const page = (node: ReactNode) => <Suspense fallback={<LoadingOverlay />}>{node}</Suspense>;

/** Any /app page shows the login screen when no user is stored in the browser. */
function RequireUser() {
  const { user } = useAuth();
  return user ? <Layout /> : page(<LoginPage />);
}

/** A signed-in user on /login goes to the dashboard. */
function PublicOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  return user && location.pathname === '/login' ? <Navigate to="/app/dashboard" replace /> : page(children);
}

export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/app/dashboard" replace /> },
  { path: '/login', element: <PublicOnly><LoginPage /></PublicOnly> },
  { path: '/forgot-password', element: page(<ForgotPasswordPage />) },
  { path: '/reset-password', element: page(<ResetPasswordPage />) },
  { path: '/two-factor-auth', element: page(<TwoFactorPage />) },
  { path: '/404', element: page(<NotFoundPage />) },
  {
    path: '/app',
    element: <RequireUser />,
    children: [
      { index: true, element: <Navigate to="/app/dashboard" replace /> },
      ...features.flatMap((f) => f.routes),
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
]);
