// The chunk of the modals the client's events open (loaded lazily by api-event-modals.tsx), each
// under the skin's MUI theme of its own: the page below may be the login page, drawn without MUI.
import { SkinThemeProvider } from '../skins/skin-theme-provider.tsx';
import { ServerErrorModal as ServerErrorDialog, type ServerErrorModalProps } from './server-error-modal.tsx';
import { SessionExpiredModal as SessionExpiredDialog, type SessionExpiredModalProps } from './session-expired-modal.tsx';

export function ServerErrorModal(props: ServerErrorModalProps) {
  return (
    <SkinThemeProvider>
      <ServerErrorDialog {...props} />
    </SkinThemeProvider>
  );
}

export function SessionExpiredModal(props: SessionExpiredModalProps) {
  return (
    <SkinThemeProvider>
      <SessionExpiredDialog {...props} />
    </SkinThemeProvider>
  );
}
