import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { UserDetails } from '../session/use-session.ts';
import { useSkin } from '../skins/SkinProvider.tsx';
import { useLinkProps } from './use-link-props.ts';

/**
 * The brand logo linking to the home route (portal-shell §1, §2.4): a custom logo from the user
 * details (headerLogo, then trilogyLogo, base64 PNG) wins over the skin's.
 */
export function HeaderLogo({ user }: { user: Pick<UserDetails, 'headerLogo' | 'trilogyLogo'> }) {
  const { t } = useTranslation();
  const skin = useSkin();
  const linkProps = useLinkProps();
  const custom = user.headerLogo || user.trilogyLogo;
  const src = custom ? `data:image/png;base64,${custom}` : skin.logo.src;
  return (
    <Box
      component="a"
      {...linkProps({ kind: 'internal', to: '/' })}
      aria-label={t('HEADER_HOME_LINK', { brand: skin.logo.alt })}
      sx={{ display: 'inline-flex', alignItems: 'center', flexShrink: 0, borderRadius: 1, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      <Box component="img" src={src} alt="" data-testid="header-logo" sx={{ height: { xs: 36, md: 44 }, maxWidth: 200, objectFit: 'contain' }} />
    </Box>
  );
}
