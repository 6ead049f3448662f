import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import { useStickyHeaderHeight } from './sticky-header-height.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SSO_LOGOUT_PATH, SSO_SESSION_COOKIE_NAME } from '../../constants.ts';
import { MountOnceOpened } from '../app/mount-once-opened.tsx';
import { useShellServices } from '../app/shell-services-context.ts';
import { lazyPage } from '../errors/lazy-page.ts';
import { ImpersonationToolbarSlot } from '../impersonation/impersonation-toolbar-slot.tsx';
import { postAndLeaveForReal, type PostAndLeave } from '../routes/leave-page.ts';
import type { NavigationTarget } from '../routes/navigation-target.ts';
import { useSession, type MenuItem, type UserDetails } from '../session/use-session.ts';
import { BiDashboardsEntry } from './BiDashboardsEntry.tsx';
import { DealerSelectorSlot } from './dealer-selector-slot.tsx';
import { adminPortalTarget, biDashboardLinks, readHeaderLinkConfig } from './header-links.ts';
import { HeaderLogo } from './HeaderLogo.tsx';
import { LanguageSelector } from './LanguageSelector.tsx';
import { buildMenu, changePasswordUnderSettings } from './menu-model.ts';
import { NewWindowHint } from './NewWindowHint.tsx';
import { TopLevelEntry } from './TopLevelEntry.tsx';
import { useChangePasswordAddress } from './use-change-password-address.ts';
import { useLinkProps } from './use-link-props.ts';
import { useMenuEntries } from './use-menu-entries.ts';
import { isAdmin } from './user-roles.ts';
import { WelcomeMenu } from './WelcomeMenu.tsx';

const LINKS = readHeaderLinkConfig(import.meta.env);
// The small screens' drawer (MUI's Drawer, lists and the modal under them) loads when first opened.
const NavigationDrawer = lazyPage(async () => ({ default: (await import('./NavigationDrawer.tsx')).NavigationDrawer }));
const HOME: NavigationTarget = { kind: 'internal', to: '/' };

interface SignedInHeaderProps {
  user: UserDetails;
  menu: readonly MenuItem[];
  onSignOut: () => void;
}

function SignedInHeader({ user, menu, onSignOut }: SignedInHeaderProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const linkProps = useLinkProps();
  const entries = useMenuEntries(user);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useChangePasswordAddress();

  // A user limited to single sign-on has the whole navigation hidden (portal-shell §2.4, §6).
  const ssoOnly = user.ssoLoginOnlyAllowed;
  const nodes = useMemo(() => (ssoOnly ? [] : buildMenu(menu)), [ssoOnly, menu]);
  const passwordNode = changePasswordUnderSettings(nodes);
  const passwordBehaviour = passwordNode ? entries.leaf(passwordNode) : undefined;
  const stickyHeightRef = useStickyHeaderHeight();
  const dashboards = ssoOnly ? [] : biDashboardLinks(user, LINKS);
  // The Admin Portal is for the role admin only (portal-shell §6): the portal's overview page, or a configured back office.
  const adminPortal = !ssoOnly && isAdmin(user) ? adminPortalTarget(LINKS) : undefined;

  const drawerLinks = [
    { key: 'portal', label: t('HEADER_PORTAL_TAB'), target: HOME },
    ...dashboards.map((dashboard) => ({ key: `bi-${dashboard.key}`, label: t(dashboard.label), target: dashboard.target })),
    ...(adminPortal ? [{ key: 'admin-portal', label: t('HEADER_ADMIN_PORTAL'), target: adminPortal }] : []),
  ];

  return (
    <AppBar ref={stickyHeightRef} position="sticky" color="inherit" elevation={1} sx={{ borderBottom: 3, borderColor: 'primary.main' }}>
      <Toolbar sx={{ gap: { xs: 1, md: 2 }, minHeight: { xs: 64, md: 72 } }}>
        {!ssoOnly && (
          <IconButton edge="start" aria-label={t('HEADER_OPEN_MENU')} onClick={() => setDrawerOpen(true)} sx={{ display: { md: 'none' } }}>
            <MenuIcon />
          </IconButton>
        )}
        <HeaderLogo user={user} />
        <Box sx={{ flexGrow: 1 }} />
        <DealerSelectorSlot user={user} />
        <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
          <LanguageSelector available={user.availableLanguagesCodes} />
        </Box>
        <WelcomeMenu
          user={user}
          changePassword={
            passwordNode && passwordBehaviour?.kind === 'changePassword'
              ? { label: entries.label(passwordNode), onSelect: passwordBehaviour.onSelect }
              : undefined
          }
          onSignOut={onSignOut}
        />
        <Button color="inherit" startIcon={<LogoutIcon aria-hidden />} onClick={onSignOut} sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
          {t('HEADER_LOGOUT')}
        </Button>
      </Toolbar>
      {!ssoOnly && (
        <Box
          component="nav"
          aria-label={t('HEADER_MAIN_NAVIGATION')}
          sx={{ display: { xs: 'none', md: 'flex' }, flexWrap: 'wrap', gap: 0.5, px: 2, py: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          <Button color="inherit" component="a" {...linkProps(HOME)} aria-current={pathname === '/' ? 'page' : undefined} sx={{ fontWeight: 600 }}>
            {t('HEADER_PORTAL_TAB')}
          </Button>
          {nodes.map((node) => (
            <TopLevelEntry key={node.id} node={node} entries={entries} />
          ))}
          <BiDashboardsEntry dashboards={dashboards} />
          {adminPortal && (
            <Button color="inherit" component="a" {...linkProps(adminPortal)}>
              {t('HEADER_ADMIN_PORTAL')}
              {adminPortal.kind === 'external' && <NewWindowHint />}
            </Button>
          )}
        </Box>
      )}
      {!ssoOnly && (
        <MountOnceOpened open={drawerOpen}>
          <NavigationDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            nodes={nodes}
            entries={entries}
            extraLinks={drawerLinks}
            linkProps={linkProps}
            onSignOut={onSignOut}
          >
            <Box sx={{ px: 2, pb: 1 }}>
              <LanguageSelector available={user.availableLanguagesCodes} />
            </Box>
          </NavigationDrawer>
        </MountOnceOpened>
      )}
      <ImpersonationToolbarSlot user={user} />
    </AppBar>
  );
}

/**
 * The shared header of a signed-in user (portal-shell §1, §2.4): logo, welcome, menu, BI
 * dashboards, Admin Portal, language and logout. Shown only once the user details are loaded.
 */
export function Header({ postAndLeave = postAndLeaveForReal }: { postAndLeave?: PostAndLeave }) {
  const { user, menu, signOut } = useSession();
  const { cookies } = useShellServices();
  if (!user) return null;
  const signOutEverywhere = () => {
    // A session that began through single sign-on ends at the provider too (the server's
    // RP-initiated logout, a POST), so the next single sign-on asks for the password again.
    const throughSingleSignOn = cookies.read(SSO_SESSION_COOKIE_NAME) !== undefined;
    signOut();
    if (throughSingleSignOn) postAndLeave(SSO_LOGOUT_PATH);
  };
  return <SignedInHeader user={user} menu={menu} onSignOut={signOutEverywhere} />;
}
