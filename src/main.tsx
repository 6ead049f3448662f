import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from './i18n/setup.ts';
import { PortalApp } from './shell/app/portal-app.tsx';
import { readShellConfig } from './shell/app/shell-config.ts';
import { createShellServices } from './shell/app/shell-services.ts';
import { syncDocumentLanguage } from './shell/i18n/document-language.ts';

const i18n = createI18n();
syncDocumentLanguage(i18n, document.documentElement);
const services = createShellServices(readShellConfig(import.meta.env), i18n, {
  document,
  location: window.location,
  sessionStorage: window.sessionStorage,
});
// A session the cookies already hold (reload, second tab) starts loading before the first render.
void services.session.resume();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
createRoot(container).render(
  <StrictMode>
    <PortalApp services={services} />
  </StrictMode>,
);
