import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ViewColumn from '@mui/icons-material/ViewColumn';

export interface ChooserColumn {
  readonly id: string;
  readonly header: string;
  /** False for a column the user may not hide (the one that names the row). */
  readonly hideable: boolean;
}

export interface ColumnChooserProps {
  readonly columns: readonly ChooserColumn[];
  readonly hidden: ReadonlySet<string>;
  readonly onChange: (hidden: ReadonlySet<string>) => void;
  /** Shows every column again at its definition's width. */
  readonly onReset: () => void;
}

/**
 * The "Columns" menu: one checkable item per column (role menuitemcheckbox, toggled with Enter
 * or Space), the last shown column and the columns a definition keeps cannot be hidden, and a
 * reset to the definition's columns and widths.
 */
export function ColumnChooser({ columns, hidden, onChange, onReset }: ColumnChooserProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const shownCount = columns.filter((column) => !hidden.has(column.id)).length;
  const toggle = (id: string) => {
    const next = new Set(hidden);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <>
      <Button
        id={buttonId}
        size="small"
        startIcon={<ViewColumn fontSize="small" />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('TABLE_COLUMNS')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': t('TABLE_COLUMNS_SHOWN'), dense: true } }}>
        {columns.map((column) => {
          const shown = !hidden.has(column.id);
          const locked = !column.hideable || (shown && shownCount === 1);
          return (
            <MenuItem key={column.id} role="menuitemcheckbox" aria-checked={shown} disabled={locked} onClick={() => toggle(column.id)}>
              <ListItemIcon>
                {/* Presentational: the menu item carries the checked state. */}
                <Checkbox edge="start" size="small" checked={shown} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-hidden': true } }} sx={{ p: 0 }} />
              </ListItemIcon>
              <ListItemText>{column.header}</ListItemText>
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onReset();
          }}
        >
          <ListItemText inset>{t('TABLE_COLUMNS_RESET')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
