import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BiDashboardLink } from './header-links.ts';
import { LazyMenu } from './lazy-menu.tsx';
import { NewWindowHint } from './NewWindowHint.tsx';
import { useLinkProps } from './use-link-props.ts';

/** BI dashboards (portal-shell §1): one link, or a dropdown when there are several. */
export function BiDashboardsEntry({ dashboards }: { dashboards: readonly BiDashboardLink[] }) {
  const { t } = useTranslation();
  const linkProps = useLinkProps();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const [only] = dashboards;
  if (!only) return null;
  if (dashboards.length === 1) {
    return (
      <Button color="inherit" component="a" {...linkProps(only.target)}>
        {t(only.label)}
        {only.target.kind === 'external' && <NewWindowHint />}
      </Button>
    );
  }
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('HEADER_BI_DASHBOARDS')}
      </Button>
      <LazyMenu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        items={(MenuItem) =>
          dashboards.map((dashboard) => (
            <MenuItem key={dashboard.key} component="a" {...linkProps(dashboard.target, close)}>
              {t(dashboard.label)}
              {dashboard.target.kind === 'external' && <NewWindowHint />}
            </MenuItem>
          ))
        }
      />
    </>
  );
}
