import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ChangePasswordRequestProvider } from '../header/change-password-request.tsx';
import { SessionStoreContext } from '../session/use-session.ts';
import { SkinProvider } from '../skins/SkinProvider.tsx';
import type { ShellServices } from './shell-services.ts';
import { ShellServicesContext } from './shell-services-context.ts';

/** The app's contexts, outermost first: services, session, language, skin and theme, the change-password request. */
export function ShellProviders({ services, children }: { services: ShellServices; children: ReactNode }) {
  return (
    <ShellServicesContext.Provider value={services}>
      <SessionStoreContext.Provider value={services.session}>
        <I18nextProvider i18n={services.i18n}>
          <SkinProvider>
            <ChangePasswordRequestProvider>{children}</ChangePasswordRequestProvider>
          </SkinProvider>
        </I18nextProvider>
      </SessionStoreContext.Provider>
    </ShellServicesContext.Provider>
  );
}
