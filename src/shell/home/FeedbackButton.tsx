import FeedbackIcon from '@mui/icons-material/Feedback';
import Fab from '@mui/material/Fab';
import { useTranslation } from 'react-i18next';
import { useLinkProps } from '../header/use-link-props.ts';
import { isCmsEditor } from '../header/user-roles.ts';
import { resolveNavigationTarget } from '../routes/navigation-target.ts';
import type { MenuItem, UserDetails } from '../session/use-session.ts';
import { CONTACT_US_KEY, menuKeys } from './product-tiles.ts';

/**
 * The feedback icon that opens Contact Us (portal-shell §1), hidden for CMS editors (§6), and for
 * users whose menu has no Contact Us: the access rule would only send them back home.
 */
export function FeedbackButton({ user, menu }: { user: Pick<UserDetails, 'belongsToCmsEditorGroup'>; menu: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const linkProps = useLinkProps();
  if (isCmsEditor(user) || !menuKeys(menu).has(CONTACT_US_KEY)) return null;
  return (
    <Fab
      color="secondary"
      component="a"
      {...linkProps(resolveNavigationTarget(undefined, CONTACT_US_KEY))}
      aria-label={t('HOME_FEEDBACK')}
      title={t('HOME_FEEDBACK')}
      sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.speedDial }}
    >
      <FeedbackIcon />
    </Fab>
  );
}
