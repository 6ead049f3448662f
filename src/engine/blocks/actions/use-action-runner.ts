import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadFallback } from '../../../api/index.ts';
import { formFieldOfServerError, resolveBinding, type BindingScope } from '../../bindings/index.ts';
import type { Action } from '../../definition/index.ts';
import { isCallError } from '../../data/call-error.ts';
import { useDataProvider } from '../../data/data-provider-context.tsx';
import { failureText, successText } from '../../renderer/call-messages.ts';
import { useLocalScope } from '../../renderer/local-scope.tsx';
import { resolveCall } from '../../renderer/resolve-call.ts';
import { useScreen } from '../../renderer/screen-context.tsx';
import { linkAddress, useOutcome } from '../../renderer/use-outcome.ts';
import type { MessageSeverity } from '../../messages/use-timed-message.ts';
import { translateFieldError } from '../../messages/translate-field-error.ts';
import { fileFromData } from './file-in-data.ts';

export interface ActionRun {
  /** The reason typed in the prompt, read by the call as `$form.reason`. */
  readonly reason?: string;
  /** Bulk actions with forEachSelected: one call per row, each read as `$row`. */
  readonly rows?: readonly unknown[];
}

/** How a run ended, for the dialog: a server error on the reason keeps it open with the message. */
export type ActionResult = { ok: true } | { ok: false; reasonError?: string };

export type ShowMessage = (severity: MessageSeverity, text: string) => void;

/**
 * Runs an action: navigate, open a modal, download a file, save a file the data holds, or call an operation and then show
 * the spec's message for 5 s and apply the outcome. Runs after the confirmation and the reason
 * prompt (ActionDialog); the reason is `$form.reason` in the call's bindings.
 */
export function useActionRunner(scope: BindingScope, showMessage: ShowMessage) {
  const { t } = useTranslation();
  const provider = useDataProvider();
  const screen = useScreen();
  const local = useLocalScope();
  const applyOutcome = useOutcome();

  return useCallback(
    async (action: Action, run: ActionRun = {}): Promise<ActionResult> => {
      const callScope: BindingScope = run.reason === undefined ? scope : { ...scope, form: { reason: run.reason } };
      try {
        if (action.navigate) {
          screen.navigate(linkAddress(action.navigate, callScope, screen.routePath));
          return { ok: true };
        }
        if (action.openModal) {
          screen.store.openModal(action.openModal, callScope.row === undefined ? {} : { row: callScope.row as Record<string, unknown> });
          return { ok: true };
        }
        if (action.file) {
          const file = await fileFromData(resolveBinding(action.file.url, callScope), resolveBinding(action.file.fileName, callScope), window.location.origin);
          screen.saveFile(file);
          return { ok: true };
        }
        if (action.download) {
          const resolved = resolveCall(action.download.call, callScope);
          const fallback = resolveBinding(action.download.fallback, callScope) as unknown as DownloadFallback;
          const file = await provider.call(resolved.operationId, resolved.request, { silent: resolved.silent, download: fallback });
          screen.saveFile(file);
          return { ok: true };
        }
        let response: unknown;
        if (action.call) {
          const scopes = run.rows ? run.rows.map((row) => ({ ...callScope, row })) : [callScope];
          // One at a time: a bulk change of many dealers must not flood the server, and the first
          // refusal stops the rest with its message.
          for (const rowScope of scopes) {
            const resolved = resolveCall(action.call, rowScope);
            response = await provider.call(resolved.operationId, resolved.request, { silent: resolved.silent });
          }
        } else if (local.modalId && !action.onSuccess) {
          // A button with nothing to call inside a dialog is its Cancel.
          screen.store.closeModal(local.modalId);
          return { ok: true };
        }
        const text = successText(action.messages, response, t);
        if (text) showMessage('success', text);
        applyOutcome(action.onSuccess, { ...callScope, response }, text ? { severity: 'success', text } : undefined);
        return { ok: true };
      } catch (error) {
        if (isCallError(error) && action.call) {
          const onReason = error.fieldErrors.find((fieldError) => formFieldOfServerError(action.call!, fieldError.field) === 'reason');
          if (onReason) return { ok: false, reasonError: translateFieldError(onReason, t) };
        }
        showMessage('error', failureText(action.messages, t, error));
        if (!isCallError(error)) console.error('Action failed', error);
        return { ok: false };
      }
    },
    [scope, provider, screen, local.modalId, applyOutcome, showMessage, t],
  );
}
