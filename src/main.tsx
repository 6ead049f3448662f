import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shell/app/document.css';
import { createTieredI18n } from './i18n/tiered-i18n.ts';
import { PortalApp } from './shell/app/portal-app.tsx';
import { readShellConfig } from './shell/app/shell-config.ts';
import { createShellServices } from './shell/app/shell-services.ts';
import { syncDocumentLanguage } from './shell/i18n/document-language.ts';
import { isLanguageCode } from './shell/i18n/language-codes.ts';

// An address that names its language (`/fr`, `/fr/about`) starts in it: the first paint waits for
// that language's shell texts rather than showing English first.
const pathLanguage = window.location.pathname.split('/')[1];
const { i18n, ready } = createTieredI18n(isLanguageCode(pathLanguage) ? pathLanguage : undefined);
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
const root = createRoot(container);
const render = () =>
  root.render(
    <StrictMode>
      <PortalApp services={services} />
    </StrictMode>,
  );
// A failed load leaves English in place (the fallback, in this script): the page still renders.
void ready.then(render, render);
