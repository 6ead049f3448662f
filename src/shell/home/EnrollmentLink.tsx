import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useLinkProps } from '../header/use-link-props.ts';
import { isDealer } from '../header/user-roles.ts';
import { resolveNavigationTarget } from '../routes/navigation-target.ts';
import type { UserDetails } from '../session/use-session.ts';
import { useSkin } from '../skins/SkinProvider.tsx';
import { useProductData } from './use-product-data.ts';

/** The route the enrollment link opens. */
const ENROLLMENT_ROUTE = 'howToEnroll';

/**
 * The Honda and Acura enrollment link (portal-shell §1, §6), for dealers only, on the skins that
 * have it, and not while the OEM's DWC data says enrollment is closed.
 */
export function EnrollmentLink({ user }: { user: Pick<UserDetails, 'role'> }) {
  const { t } = useTranslation();
  const skin = useSkin();
  const linkProps = useLinkProps();
  const { data } = useProductData();
  if (!skin.flags.enrollmentLink || !isDealer(user) || data?.dealerService?.enrollmentOpen === false) return null;
  return (
    <Button variant="outlined" endIcon={<ArrowForwardIcon aria-hidden />} component="a" {...linkProps(resolveNavigationTarget(undefined, ENROLLMENT_ROUTE))}>
      {t('HOME_ENROLLMENT_LINK')}
    </Button>
  );
}
