/** Browser entry: load the current route's chunks, then hydrate (or render, in dev). */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { stripHtmlSuffix } from '@folio/core/client';
import App from './App';
import { HeadProvider } from './head';
import { loadRoute, resolveRoute } from './routes';
import { startClientLifecycles } from './client-lifecycles';

const root = document.getElementById('__folio')!;
const { pathname, search, hash } = window.location;
startClientLifecycles(pathname, search, hash);

resolveRoute(pathname)
  .then((route) => {
    // `/a/index.html` and `/a.html` show the page of `/a/` and `/a`; the address bar says so too,
    // in the route's own spelling (with or without a trailing slash), as links and the sitemap use.
    if (stripHtmlSuffix(pathname) !== pathname) {
      const normalized = route.catchAll ? stripHtmlSuffix(pathname) : route.path;
      window.history.replaceState(window.history.state, '', normalized + search + hash);
    }
    return loadRoute(route);
  })
  .then(
    () => {
      const app = (
        <StrictMode>
          <HeadProvider collector={null}>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </HeadProvider>
        </StrictMode>
      );
      if (root.hasChildNodes()) hydrateRoot(root, app);
      else createRoot(root).render(app);
    },
    (error) => {
      console.warn('Folio: the page failed to load its code; reloading once.', error);
      if (sessionStorage.getItem('folio:chunk-reload') !== window.location.pathname) {
        sessionStorage.setItem('folio:chunk-reload', window.location.pathname);
        window.location.reload();
      }
    },
  );
