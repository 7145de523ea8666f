import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../page-title.js';

/** Placeholder of /admin and the guarded admin routes; the admin work replaces it. */
export default function AdminRoutes() {
  const { pathname } = useLocation();
  usePageTitle('Admin');
  return (
    <div className="tool-page">
      <h1>Admin</h1>
      <p>The admin area ({pathname}) is coming soon.</p>
      <p>
        <Link to="/">Back to the tools</Link>
      </p>
    </div>
  );
}
