import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { clearSessionStorage } from '@/lib/session';
import { afterLoginPath, loginPath } from './redirects';

/** Any path without a session: clear what is left of it and go to /login, remembering the path. */
export function ToLogin() {
  const { pathname, search } = useLocation();
  useEffect(() => clearSessionStorage(), []);
  return <Navigate to={loginPath(pathname, search)} replace />;
}

/** /login with a session: on to the remembered path, or home. */
export function LeaveLogin() {
  const { search } = useLocation();
  return <Navigate to={afterLoginPath(search)} replace />;
}
