import { useCallback, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import { evaluateCondition, type BindingScope } from '../../bindings/index.ts';
import type { Action } from '../../definition/index.ts';
import { ActionButton } from './ActionButton.tsx';
import { ActionIcon } from './action-icons.tsx';
import type { ShowMessage } from './use-action-runner.ts';

export interface RowActionsProps {
  /** The row's actions by id, in order. */
  readonly entries: ReadonlyArray<readonly [string, Action]>;
  /** Ids of the actions shown as buttons; the others are in the overflow menu. */
  readonly primary: ReadonlySet<string>;
  /**
   * Whether the definition named its primary actions (`primaryRowActions`). When it did not, a
   * row's buttons are the first two actions visible on that row, so an action shown only in
   * some states (Terminate on a subscribed row) is a button wherever it applies.
   */
  readonly primaryNamed?: boolean;
  /** The scope with `$row`. */
  readonly scope: BindingScope;
  readonly showMessage: ShowMessage;
  /** What names the row for assistive technology ("More actions for HON0020 Honda of Columbus"). */
  readonly rowLabel: string;
}

/**
 * A row's actions the way data grids show them: the one or two primary ones as compact buttons,
 * the rest behind a "More actions" button whose menu opens on Enter, Space or Arrow Down and is
 * walked with the arrow keys (MUI Menu). An action hidden for this row by its `visible`
 * condition is left out of both; a disabled one stays in the menu, greyed, with its hint. A
 * menu item that needs a confirmation or a reason opens the action's dialog after the menu closed.
 */
export function RowActions({ entries, primary, primaryNamed, scope, showMessage, rowLabel }: RowActionsProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const buttonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const starters = useRef(new Map<string, () => void>());
  const shown = entries.filter(([, action]) => !action.visible || evaluateCondition(action.visible, scope));
  const inlineIds = primaryNamed ? primary : new Set(shown.slice(0, 2).map(([id]) => id));
  const inline = shown.filter(([id]) => inlineIds.has(id));
  const overflow = shown.filter(([id]) => !inlineIds.has(id));
  const registrars = useMemo(
    () => new Map(entries.map(([id]) => [id, (start: () => void) => void starters.current.set(id, start)] as const)),
    [entries],
  );
  const open = useCallback((event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget), []);
  const close = useCallback(() => setAnchor(null), []);

  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'nowrap' }}>
      {inline.map(([id, action]) => (
        <ActionButton key={id} action={action} scope={scope} showMessage={showMessage} size="small" compact />
      ))}
      {overflow.length ? (
        <>
          <IconButton
            id={buttonId}
            size="small"
            aria-label={t('TABLE_ROW_MORE_ACTIONS', { row: rowLabel })}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={open}
          >
            <MoreVert fontSize="small" />
          </IconButton>
          <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close} slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}>
            {overflow.map(([id, action]) => {
              const enabled = !action.enabled || evaluateCondition(action.enabled, scope);
              return (
                <MenuItem
                  key={id}
                  disabled={!enabled}
                  onClick={() => {
                    close();
                    starters.current.get(id)?.();
                  }}
                >
                  {action.icon ? (
                    <ListItemIcon>
                      <ActionIcon name={action.icon} />
                    </ListItemIcon>
                  ) : null}
                  <ListItemText inset={!action.icon} secondary={!enabled && action.disabledHint ? t(action.disabledHint) : undefined}>
                    {t(action.label)}
                  </ListItemText>
                </MenuItem>
              );
            })}
          </Menu>
          {/* The overflow actions' dialogs and runs, started from the menu. */}
          {overflow.map(([id, action]) => (
            <ActionButton key={id} action={action} scope={scope} showMessage={showMessage} register={registrars.get(id)} />
          ))}
        </>
      ) : null}
    </Box>
  );
}

/** The row actions shown as buttons: those the definition names, else the first two by order. */
export function primaryActionIds(entries: ReadonlyArray<readonly [string, Action]>, named: readonly string[] | undefined): ReadonlySet<string> {
  return new Set(named ?? entries.slice(0, 2).map(([id]) => id));
}
