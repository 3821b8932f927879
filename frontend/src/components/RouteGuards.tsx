import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '@/hooks/store';
import { roleOf, selectUser } from '@/lib/session';
import { PATHS } from '@/config/paths';

/**
 * Signed-out users go to /login; admins on student pages go to /adminDashboard. Whoever signed in
 * with a one-time password goes to /choose-password first, whatever the role (every guard below).
 */
export function RequireStudent({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const location = useLocation();
  if (!user) return <Navigate to={PATHS.login} replace state={{ from: location.pathname }} />;
  if (user.mustChangePassword) return <Navigate to={PATHS.choosePassword} replace />;
  if (roleOf(user) === 'admin') return <Navigate to={PATHS.adminHome} replace />;
  return <>{children}</>;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  if (!user) return <Navigate to={PATHS.login} replace />;
  if (user.mustChangePassword) return <Navigate to={PATHS.choosePassword} replace />;
  if (roleOf(user) !== 'admin') return <Navigate to={PATHS.studentHome} replace />;
  return <>{children}</>;
}

/** Admins and teachers (the question bank); students go to their dashboard like on the admin-only pages. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  if (!user) return <Navigate to={PATHS.login} replace />;
  if (user.mustChangePassword) return <Navigate to={PATHS.choosePassword} replace />;
  const role = roleOf(user);
  if (role !== 'admin' && role !== 'teacher') return <Navigate to={PATHS.studentHome} replace />;
  return <>{children}</>;
}
