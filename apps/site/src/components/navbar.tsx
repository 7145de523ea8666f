import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useUser } from '../auth/use-user.js';
import { APP_NAME, MENUS, type MenuId, TOOLS, toolPath } from '../tools.js';
import { AboutDialog } from './about-dialog.js';
import { FeedbackDialog } from './feedback-dialog.js';

/** One dropdown menu of the navbar: a button that opens a list of links (Escape or a click outside closes). */
function Menu({ id, title, open, onToggle }: { id: MenuId; title: string; open: boolean; onToggle(): void }) {
  const items = TOOLS.filter((t) => t.menu === id);
  return (
    <li className="nav-menu">
      <button type="button" className="nav-button" aria-expanded={open} aria-controls={`menu-${id}`} onClick={onToggle}>
        {title} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={`menu-${id}`} className="nav-dropdown">
          {items.map((t) => (
            <li key={t.slug}>
              <NavLink to={toolPath(t)}>{t.title}</NavLink>
            </li>
          ))}
          {id === 'other' && (
            <li>
              <NavLink to="/planner">Optical layout planner</NavLink>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

export function Navbar() {
  const [openMenu, setOpenMenu] = useState<MenuId | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [dialog, setDialog] = useState<'feedback' | 'about' | null>(null);
  const location = useLocation();
  const user = useUser();
  const ref = useRef<HTMLElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: menus close on every navigation.
  useEffect(() => {
    setOpenMenu(null);
    setMobileOpen(false);
  }, [location.pathname]);
  useEffect(() => {
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpenMenu(null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpenMenu(null);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <header className="site-header" ref={ref}>
      <nav className="nav" aria-label="Main">
        <Link to="/" className="brand">
          <img src="/favicon.svg" alt="" width="22" height="22" />
          {APP_NAME}
        </Link>
        <button
          type="button"
          className="nav-button nav-toggle"
          aria-expanded={mobileOpen}
          aria-controls="nav-items"
          onClick={() => setMobileOpen((o) => !o)}
        >
          Menu
        </button>
        <ul id="nav-items" className={`nav-items${mobileOpen ? ' open' : ''}`}>
          {MENUS.map((m) => (
            <Menu
              key={m.id}
              id={m.id}
              title={m.title}
              open={openMenu === m.id}
              onToggle={() => setOpenMenu((o) => (o === m.id ? null : m.id))}
            />
          ))}
          <li className="nav-spacer" />
          <li>
            <button type="button" className="nav-button" onClick={() => setDialog('feedback')}>
              Feedback
            </button>
          </li>
          <li>
            <button type="button" className="nav-button" onClick={() => setDialog('about')}>
              About
            </button>
          </li>
          <li>
            <Link className="nav-button" to="/admin" title={user ? 'Admin area' : undefined}>
              {user ? `Logged in: ${user.username}` : 'Admin login'}
            </Link>
          </li>
        </ul>
      </nav>
      <FeedbackDialog open={dialog === 'feedback'} onClose={() => setDialog(null)} />
      <AboutDialog open={dialog === 'about'} onClose={() => setDialog(null)} />
    </header>
  );
}
