import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../app/document-title.ts';
import { ContactConfirmation } from '../contact-confirmation/ContactConfirmation.tsx';
import { mustImpersonateFirst } from '../header/user-roles.ts';
import { visuallyHidden } from '../header/visually-hidden.ts';
import { useSession } from '../session/use-session.ts';
import { CmsEditingProvider } from '../cms-editing/CmsEditingProvider.tsx';
import { EditorEnrollmentForm, EditorToolbar } from '../cms-editing/editor-only.tsx';
import { EnrollmentLink } from './EnrollmentLink.tsx';
import { FeedbackButton } from './FeedbackButton.tsx';
import { HeroSection } from './HeroSection.tsx';
import { ProductTiles } from './ProductTiles.tsx';
import { RefusalNotice } from './RefusalNotice.tsx';
import { SsoNotice } from './SsoNotice.tsx';

/**
 * The home route (portal-shell §1, §2.3): the SSO notice for SSO-only users; the impersonation
 * prompt for a JDP admin acting as nobody; otherwise the hero, the product tiles, the enrollment
 * link and the feedback icon, and for CMS editors the editing toolbar (src/shell/cms-editing).
 */
export function HomePage() {
  const { t } = useTranslation();
  const { user, menu } = useSession();
  useDocumentTitle(t('ROUTE_TITLE_home'));
  if (!user) return null;
  if (user.ssoLoginOnlyAllowed) {
    return (
      <Container maxWidth="lg">
        <RefusalNotice />
        <SsoNotice user={user} />
      </Container>
    );
  }
  if (mustImpersonateFirst(user)) {
    return (
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Typography variant="h4" component="h1" sx={visuallyHidden}>
          {t('HOME_TITLE')}
        </Typography>
        <RefusalNotice />
        <Alert severity="info" variant="outlined" sx={{ fontSize: '1.1rem' }}>
          {t('HOME_IMPERSONATE_PROMPT')}
        </Alert>
      </Container>
    );
  }
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" sx={visuallyHidden}>
        {t('HOME_TITLE')}
      </Typography>
      <RefusalNotice />
      <EditorToolbar />
      <HeroSection />
      <ProductTiles menu={menu} />
      <EditorEnrollmentForm />
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <EnrollmentLink user={user} />
      </Box>
      <FeedbackButton user={user} menu={menu} />
      <ContactConfirmation />
    </Container>
  );
}

/** The home route, with the CMS editor's mode and calls around it (a provider above it, if any, rules instead). */
export function HomeRoute() {
  return (
    <CmsEditingProvider>
      <HomePage />
    </CmsEditingProvider>
  );
}

/** The home route loads as its own chunk (React.lazy takes a default export). */
export default HomeRoute;
