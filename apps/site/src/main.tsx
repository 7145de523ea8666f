import '@optics-toolbox/ui/styles.css';
import './styles/site.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app.js';
import { dropExpiredUser } from './auth/token-store.js';
import { registerOffline } from './offline.js';

// docs/product.md §4: at start a stored token whose exp is in the past is removed.
dropExpiredUser();

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
registerOffline();
