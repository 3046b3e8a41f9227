import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { useAuth } from './auth-store';

// The signed-in shell (features, layout, date pickers) loads only for a signed-in user: the public pages stay light.
const AuthenticatedShell = lazy(() => import('./AuthenticatedShell'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const TwoFactorPage = lazy(() => import('../features/auth/TwoFactorPage'));
const NotFoundPage = lazy(() => import('../features/auth/NotFoundPage'));

const page = (node: ReactNode) => <Suspense fallback={<LoadingOverlay />}>{node}</Suspense>;

/** Any /app page shows the login screen when no user is stored in the browser. */
function RequireUser() {
  const { user } = useAuth();
  return page(user ? <AuthenticatedShell /> : <LoginPage />);
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
  // Its pages are routed inside AuthenticatedShell (src/features/*/index.ts, paths relative to /app).
  { path: '/app/*', element: <RequireUser /> },
  { path: '*', element: <Navigate to="/404" replace /> },
]);
