import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { RouteErrorBoundary } from '../errors/route-error-boundary.tsx';
import { useFrameTexts } from '../i18n/area-texts.tsx';
import { ChangePasswordSlot } from '../change-password/change-password-slot.tsx';
import { Header } from '../header/Header.tsx';
import { PortalFooter } from '../home/PortalFooter.tsx';
import { useSession } from '../session/use-session.ts';
import { useNavigationPending } from './portal-router.tsx';
// Loaded beside the frame, so a guarded route's element (lazy in shell-routes.tsx) waits for no further request.
import '../routes/guarded-route.tsx';

/**
 * The main landmark, busy while the page it shows is the one being left and the next one loads
 * (for assistive technology). Its own component: a navigation's start re-renders it alone, not
 * the frame with its header.
 */
function MainLandmark({ children }: { children: ReactNode }) {
  const navigating = useNavigationPending();
  return (
    <Box component="main" id="main-content" tabIndex={-1} aria-busy={navigating || undefined} sx={{ flex: 1, outline: 'none' }}>
      {children}
    </Box>
  );
}

/**
 * The signed-in frame: a skip link, the header, the page (the main landmark, with its own error
 * boundary so a page that fails keeps the header and its menu), the footer. The page mounts anew
 * when a dealer group user chooses another dealer.
 */
export function AppFrame() {
  // The header's and the pages' texts first: the frame never shows a raw key.
  useFrameTexts();
  const { t } = useTranslation();
  // A dealer group user's choice of dealer loads the page again for that dealer: every screen
  // reads the user's dealer when it mounts.
  const dealerCode = useSession().user?.dealerCode;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        {t('SKIP_TO_CONTENT')}
      </Link>
      <Header />
      <ChangePasswordSlot />
      <MainLandmark>
        <RouteErrorBoundary key={dealerCode ?? ''}>
          <Outlet />
        </RouteErrorBoundary>
      </MainLandmark>
      <PortalFooter />
    </Box>
  );
}

export default AppFrame;
