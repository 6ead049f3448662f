import { Outlet } from 'react-router';
import { SkinThemeProvider } from '../skins/skin-theme-provider.tsx';

// The pages drawn around the signed-in frame come in this chunk too (shell-routes.tsx), so the
// first signed-in page waits for one chunk with MUI, not one after another.
export { NotFoundPage } from '../errors/not-found-page.tsx';
export { LogoutPage } from '../routes/logout-page.tsx';
export { RequireSession } from '../routes/require-session.tsx';

/**
 * Every route but the login page, under the skin's MUI theme: its own chunk, with MUI, loaded as
 * the first such page is (the login page's first load carries no MUI; shell-routes.tsx).
 */
export default function ThemedLayout() {
  return (
    <SkinThemeProvider>
      <Outlet />
    </SkinThemeProvider>
  );
}
