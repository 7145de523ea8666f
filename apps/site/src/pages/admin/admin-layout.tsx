/** The admin navigation bar of docs/product.md §2 above every guarded admin page; popups for them all. */
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { clearUser } from '../../auth/token-store.js';
import { PopupProvider } from './popup.js';

const LINKS = [
  ['PRODUCTS', '/admin/dashboard/products'],
  ['NEW PRODUCT', '/admin/dashboard/products/register'],
  ['PRESETS', '/admin/dashboard/presets'],
  ['NEW PRESET', '/admin/dashboard/presets/register'],
  ['SCHEMES', '/admin/dashboard/schemes'],
  ['MATERIALS', '/admin/dashboard/materials'],
  ['MATERIAL EDITOR', '/admin/dashboard/materials/editor'],
  ['SPECS', '/admin/dashboard/specs'],
  ['FEEDBACK', '/admin/dashboard/feedback'],
] as const;

export function AdminLayout() {
  const navigate = useNavigate();
  const logout = () => {
    clearUser();
    navigate('/admin', { replace: true });
  };
  return (
    <PopupProvider>
      <div className="admin-area">
        <nav className="admin-nav" aria-label="Admin">
          <ul>
            {LINKS.map(([label, to]) => (
              <li key={to}>
                <NavLink to={to} end className="admin-nav-link">
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
          <button type="button" className="admin-logout" aria-label="Log out" title="Log out" onClick={logout}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M10 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h5M15 8l4 4-4 4M9 12h10"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </nav>
        <Outlet />
      </div>
    </PopupProvider>
  );
}
