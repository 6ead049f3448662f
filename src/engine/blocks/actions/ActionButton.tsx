import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { evaluateCondition, type BindingScope } from '../../bindings/index.ts';
import type { Action } from '../../definition/index.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { ActionIcon, hasActionIcon } from './action-icons.tsx';
import { useActionRunner, type ShowMessage } from './use-action-runner.ts';

export interface ActionButtonProps {
  readonly action: Action;
  /** The scope the action's conditions and bindings read (with `$row` on a table row). */
  readonly scope: BindingScope;
  readonly showMessage: ShowMessage;
  readonly size?: 'small' | 'medium';
  /** Disabled from outside (a bulk action with nothing selected). */
  readonly disabled?: boolean;
  /** Bulk actions with forEachSelected: the rows to run the call for, one by one. */
  readonly rows?: readonly unknown[];
  /** Called after the action succeeded (a bulk action clears the selection). */
  readonly onDone?: () => void;
  /** An action with an icon shows as an icon button named by its label, with the label as tooltip (a table row's primary actions). */
  readonly compact?: boolean;
  /**
   * Draws no button: the action is started from elsewhere (an item of a row's overflow menu)
   * through the function handed to this callback, and only its confirmation dialog shows here.
   */
  readonly register?: (start: () => void) => void;
}

/**
 * A definition's action as a button: shown and enabled by its conditions (a disabled one says
 * why in a tooltip), asking for confirmation and a reason first when the definition says so.
 */
export function ActionButton({ action, scope, showMessage, size = 'medium', disabled, rows, onDone, compact, register }: ActionButtonProps) {
  const { t } = useTranslation();
  // The latest click handler behind one stable function, for whoever starts the action from outside.
  const startRef = useRef<() => void>(() => undefined);
  useEffect(() => register?.(() => startRef.current()), [register]);
  const run = useActionRunner(scope, showMessage);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reasonServerError, setReasonServerError] = useState<string | undefined>();

  if (action.visible && !evaluateCondition(action.visible, scope)) return null;
  const enabled = !disabled && (!action.enabled || evaluateCondition(action.enabled, scope));
  const label = t(action.label);

  const execute = async (reason: string | undefined) => {
    setBusy(true);
    setReasonServerError(undefined);
    const result = await run(action, { ...(reason !== undefined ? { reason } : {}), ...(rows ? { rows } : {}) });
    setBusy(false);
    if (result.ok) {
      setDialogOpen(false);
      onDone?.();
    } else if (result.reasonError) {
      setReasonServerError(result.reasonError);
    } else {
      setDialogOpen(false);
    }
  };

  const onClick = () => {
    if (action.confirm || action.reason) setDialogOpen(true);
    else void execute(undefined);
  };
  startRef.current = onClick;

  const iconOnly = compact && hasActionIcon(action.icon);
  const iconButton = (
    <IconButton size="small" color={action.color ?? 'primary'} aria-label={label} disabled={!enabled || busy} onClick={onClick}>
      <ActionIcon name={action.icon} />
    </IconButton>
  );
  // A disabled button gets no pointer events, so only an enabled one carries the label's tooltip.
  const button = register ? null : iconOnly ? (
    enabled && !busy ? <Tooltip title={label}>{iconButton}</Tooltip> : iconButton
  ) : (
    <Button
      size={size}
      variant={action.variant ?? 'outlined'}
      color={action.color ?? 'primary'}
      startIcon={<ActionIcon name={action.icon} />}
      disabled={!enabled || busy}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  return (
    <>
      {button && !enabled && action.disabledHint ? (
        <Tooltip title={t(action.disabledHint)}>
          {/* A disabled button gets no pointer events; the span carries the tooltip and its description. */}
          <span tabIndex={0} aria-label={`${label}: ${t(action.disabledHint)}`}>
            {button}
          </span>
        </Tooltip>
      ) : (
        button
      )}
      {action.confirm || action.reason ? (
        <ActionDialog
          open={dialogOpen}
          label={label}
          confirm={action.confirm}
          reason={action.reason}
          busy={busy}
          reasonServerError={reasonServerError}
          onConfirm={(reason) => void execute(reason)}
          onCancel={() => setDialogOpen(false)}
        />
      ) : null}
    </>
  );
}
