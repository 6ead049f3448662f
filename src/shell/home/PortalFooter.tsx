import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { version } from '../../../package.json' with { type: 'json' };
import { NewWindowHint } from '../header/NewWindowHint.tsx';
import { useLinkProps } from '../header/use-link-props.ts';
import { resolveNavigationTarget } from '../routes/navigation-target.ts';
import { useSupportContact } from './support-contact.ts';

/** The route of the privacy policy (portal-shell §2.1 `privacy`). */
const PRIVACY_ROUTE = 'privacy';

/**
 * Where the legal terms are: a deployment setting (VITE_LEGAL_TERMS_URL, a route path or an
 * http link), by default the terms section of the privacy page.
 */
function legalTermsAddress(env: Record<string, string | boolean | undefined>): string {
  const configured = env.VITE_LEGAL_TERMS_URL;
  return typeof configured === 'string' && configured.trim() !== '' ? configured.trim() : `/${PRIVACY_ROUTE}#legal-terms`;
}

const LEGAL_TERMS = resolveNavigationTarget(legalTermsAddress(import.meta.env));
const PRIVACY = resolveNavigationTarget(undefined, PRIVACY_ROUTE);

/**
 * The footer (portal-shell §1): version, the phone and email for the user's manufacturer and
 * the page shown, and the privacy policy and legal terms links.
 */
export function PortalFooter() {
  const { t } = useTranslation();
  const linkProps = useLinkProps();
  const contact = useSupportContact();
  return (
    <Box
      component="footer"
      sx={{ mt: 6, px: { xs: 2, md: 4 }, py: 3, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, md: 4 }, alignItems: 'center' }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('FOOTER_VERSION', { version })}
      </Typography>
      <Typography variant="body2">
        {`${t('FOOTER_PHONE')}: `}
        <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Link>
      </Typography>
      <Typography variant="body2">
        {`${t('FOOTER_EMAIL')}: `}
        <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
      </Typography>
      <Box sx={{ flexGrow: 1 }} />
      <Link variant="body2" {...linkProps(PRIVACY)}>
        {t('FOOTER_PRIVACY_POLICY')}
      </Link>
      <Link variant="body2" {...linkProps(LEGAL_TERMS)}>
        {t('FOOTER_LEGAL_TERMS')}
        {LEGAL_TERMS.kind === 'external' && <NewWindowHint />}
      </Link>
    </Box>
  );
}
