/**
 * /admin: the login page (docs/architecture.md "Security": the built-in login replaces the external admin
 * site). A successful login stores the token object and opens the products; a logged-in admin
 * going to /admin goes there too (or back to the guarded page that sent them here).
 */
import { type FormEvent, useId, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { authorize, LoginError } from '../../auth/authorize.js';
import { useUser } from '../../auth/use-user.js';
import { usePageTitle } from '../../page-title.js';

const HOME = '/admin/dashboard/products';

export function LoginPage() {
  usePageTitle('Admin login');
  const user = useUser();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const target = from?.startsWith('/admin/dashboard') ? from : HOME;
  if (user && !busy) return <Navigate to={target} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      await authorize(username, password);
      navigate(target, { replace: true });
    } catch (err) {
      setError(err instanceof LoginError ? err.message : 'Login failed.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-login">
      <h1>Admin login</h1>
      <form onSubmit={submit} className="ot-panel" aria-describedby={error ? `${id}-err` : undefined}>
        <div className="ot-field">
          <label htmlFor={`${id}-u`}>Username</label>
          <input
            id={`${id}-u`}
            className="ot-input"
            autoComplete="username"
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </div>
        <div className="ot-field">
          <label htmlFor={`${id}-p`}>Password</label>
          <input
            id={`${id}-p`}
            className="ot-input"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        {error && (
          <p id={`${id}-err`} className="ot-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="ot-button ot-primary" disabled={busy}>
          Log in
        </button>
      </form>
    </div>
  );
}
