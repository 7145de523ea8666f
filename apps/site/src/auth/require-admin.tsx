/** Guard of the admin routes (docs/product.md §6): logged-out visitors land on /admin. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useUser } from './use-user.js';

export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useUser();
  const { pathname } = useLocation();
  if (!user) return <Navigate to="/admin" replace state={{ from: pathname }} />;
  return <>{children}</>;
}
