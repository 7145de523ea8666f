import { BusyIndicator } from '@optics-toolbox/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Navbar } from './navbar.js';

/** Navbar, main area and footer around every page except the printable report. */
export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<BusyIndicator label="Loading page…" />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
