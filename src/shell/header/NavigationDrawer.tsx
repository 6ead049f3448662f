import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BiDashboardLink } from './header-links.ts';
import type { MenuNode } from './menu-model.ts';
import { NewWindowHint } from './NewWindowHint.tsx';
import type { MenuEntries } from './use-menu-entries.ts';
import type { LinkProps } from './use-link-props.ts';
import type { NavigationTarget } from '../routes/navigation-target.ts';

export interface NavigationDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Empty for SSO-only users: the drawer then only offers sign-out. */
  nodes: readonly MenuNode[];
  entries: MenuEntries;
  extraLinks: readonly { readonly key: string; readonly label: string; readonly target: NavigationTarget }[];
  linkProps: (target: NavigationTarget, after?: () => void) => LinkProps;
  onSignOut: () => void;
  /** Rendered after the links (the language choice). */
  children?: ReactNode;
}

function DrawerEntry({ node, entries, close }: { node: MenuNode; entries: MenuEntries; close: () => void }) {
  const [open, setOpen] = useState(false);
  const indent = { pl: 2 + (node.depth - 1) * 2 };
  if (node.action.kind === 'group') {
    return (
      <ListItem disablePadding sx={{ display: 'block' }}>
        <ListItemButton aria-expanded={open} onClick={() => setOpen(!open)} sx={indent}>
          <ListItemText primary={entries.label(node)} />
          {open ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
        </ListItemButton>
        <Collapse in={open} unmountOnExit>
          <List disablePadding>
            {node.action.children.map((child) => (
              <DrawerEntry key={child.id} node={child} entries={entries} close={close} />
            ))}
          </List>
        </Collapse>
      </ListItem>
    );
  }
  const behaviour = entries.leaf(node, close);
  if (behaviour.kind === 'changePassword') {
    return (
      <ListItem disablePadding>
        <ListItemButton onClick={behaviour.onSelect} sx={indent}>
          <ListItemText primary={entries.label(node)} />
        </ListItemButton>
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding>
      <ListItemButton component="a" {...behaviour.props} sx={indent}>
        <ListItemText primary={entries.label(node)} />
        {behaviour.target.kind === 'external' && <NewWindowHint />}
      </ListItemButton>
    </ListItem>
  );
}

/** The small-screen menu (portal-shell §2.4): the same tree, submenus toggled on click, and sign-out. */
export function NavigationDrawer({ open, onClose, nodes, entries, extraLinks, linkProps, onSignOut, children }: NavigationDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300 }, 'aria-label': t('HEADER_MENU') } }}>
      <nav aria-label={t('HEADER_MAIN_NAVIGATION')}>
        <List>
          {nodes.map((node) => (
            <DrawerEntry key={node.id} node={node} entries={entries} close={onClose} />
          ))}
          {extraLinks.map((link) => (
            <ListItem key={link.key} disablePadding>
              <ListItemButton component="a" {...linkProps(link.target, onClose)}>
                <ListItemText primary={link.label} />
                {link.target.kind === 'external' && <NewWindowHint />}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </nav>
      {children}
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton
            onClick={() => {
              onClose();
              onSignOut();
            }}
          >
            <ListItemIcon>
              <LogoutIcon aria-hidden />
            </ListItemIcon>
            <ListItemText primary={t('HEADER_LOGOUT')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Drawer>
  );
}
