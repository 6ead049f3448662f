import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDetails } from '../session/use-session.ts';
import { LazyMenu } from './lazy-menu.tsx';

export interface WelcomeMenuProps {
  user: Pick<UserDetails, 'userName' | 'lastLoginTime'>;
  /** The Change Password entry, when the menu has it under Settings (portal-shell §2.4). */
  changePassword: { readonly label: string; readonly onSelect: () => void } | undefined;
  onSignOut: () => void;
}

/** The last login in the browser's own date and time format (portal-shell §1). */
export function formatLastLogin(lastLoginTime: string | undefined): string | undefined {
  if (!lastLoginTime) return undefined;
  const date = new Date(lastLoginTime);
  return Number.isNaN(date.getTime()) ? undefined : date.toLocaleString();
}

/** "Welcome {user name}" with the last login time; the name opens the account dropdown. */
export function WelcomeMenu({ user, changePassword, onSignOut }: WelcomeMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const lastLogin = formatLastLogin(user.lastLoginTime);
  const close = () => setAnchor(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', minWidth: 0 }}>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ fontWeight: 600, maxWidth: '100%' }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {t('HEADER_WELCOME', { userName: user.userName })}
        </Box>
      </Button>
      {lastLogin && (
        <Typography variant="caption" color="text.secondary" sx={{ pr: 1 }}>
          {t('HEADER_LAST_LOGIN', { time: lastLogin })}
        </Typography>
      )}
      <LazyMenu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        // An array, not a fragment: MUI's menu moves focus through its direct children.
        items={(MenuItem) => [
          changePassword && (
            <MenuItem
              key="changePassword"
              onClick={() => {
                close();
                changePassword.onSelect();
              }}
            >
              {changePassword.label}
            </MenuItem>
          ),
          <MenuItem
            key="logout"
            onClick={() => {
              close();
              onSignOut();
            }}
          >
            {t('HEADER_LOGOUT')}
          </MenuItem>,
        ]}
      />
    </Box>
  );
}
