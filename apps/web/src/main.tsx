import { M } from '@edu/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRememberedLogo } from './app/shell/logo-preload';
import { getSession } from './lib/session';

document.title = M.APP_NAME;
preloadRememberedLogo(getSession()?.entityId);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
