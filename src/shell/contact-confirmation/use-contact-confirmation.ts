/**
 * The contact confirmation flow's state (portal-shell §4.2): loads the profile, decides whether
 * the prompt is due, walks the steps, saves each one (the last with `final: true`, which sets
 * the last update date), and stores the cancelled marker when the flow is cancelled, skipped or
 * confirmed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalComponents } from '../../api/index.ts';
// The light door: the home page must not load the engine to ask a dealer to confirm contacts.
import { CallError, translateFieldError, useTimedMessage, type PathMessage, type TimedMessage } from '../../engine/light.ts';
import { useShellServices } from '../app/shell-services-context.ts';
import type { UserDetails } from '../session/use-session.ts';
import { isCancelledForLogin, markCancelledForLogin } from './cancelled-marker.ts';
import { isContactConfirmationDue } from './contact-due.ts';
import { contactSteps, isFinalStep, type ContactStep } from './contact-steps.ts';

export type ProfileResponse = PortalComponents['schemas']['ProfileResponse'];
type ContactConfirmationStep = PortalComponents['schemas']['ContactConfirmationStep'];

/** The two texts of business-areas §8 a profile save shows: "Saved Successfully", "An Error Has Occurred.". */
const SAVED_KEY = 'SAVED_SUCCESSFULLY';
const FAILED_KEY = 'AN_ERROR_HAS_OCCURRED';

/** The part of a 400's field path the forms name fields by (`contactDetails.email` → `email`). */
const STEP_BODY_PREFIXES = ['contactDetails.', 'dwcpEnrollmentContactDetailsData.'];

export interface ContactConfirmationState {
  readonly profile: ProfileResponse | undefined;
  readonly steps: readonly ContactStep[];
  /** The step shown, or undefined while nothing is shown. */
  readonly step: ContactStep | undefined;
  readonly busy: boolean;
  /** Server field errors of the last save, by the form's field names. */
  readonly fieldErrors: readonly PathMessage[];
  /** The message inside the open modal (a failed save), shown for 5 s. */
  readonly stepMessage: TimedMessage | null;
  /** The message after the flow closed ("Saved Successfully"), shown for 5 s. */
  readonly doneMessage: TimedMessage | null;
  clearStepMessage(): void;
  clearDoneMessage(): void;
  /** Saves the step's data; resolves true when the step was saved (and the flow moved on or closed). */
  save(body: Omit<ContactConfirmationStep, 'final'>): Promise<boolean>;
  /** Closes the flow without saving; the prompt stays away for this login. */
  cancel(): void;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function useContactConfirmation(user: Pick<UserDetails, 'loginName' | 'lastLoginTime'>): ContactConfirmationState {
  const { client } = useShellServices();
  const { t } = useTranslation();
  const [profile, setProfile] = useState<ProfileResponse | undefined>(undefined);
  const [steps, setSteps] = useState<readonly ContactStep[]>([]);
  const [index, setIndex] = useState<number | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<readonly PathMessage[]>([]);
  const { message: stepMessage, show: showStepMessage, clear: clearStepMessage } = useTimedMessage();
  const { message: doneMessage, show: showDoneMessage, clear: clearDoneMessage } = useTimedMessage();
  const { loginName, lastLoginTime } = user;
  const login = useRef({ loginName, lastLoginTime });
  login.current = { loginName, lastLoginTime };

  useEffect(() => {
    if (isCancelledForLogin(storage(), { loginName, lastLoginTime })) return undefined;
    const controller = new AbortController();
    void (async () => {
      try {
        const { data } = await client.GET('/api/portal/profileContactDetails', { signal: controller.signal });
        if (!data || controller.signal.aborted) return;
        if (!isContactConfirmationDue({ today: data.serverDate, lastUpdated: data.lastUpdatedDateForDealerContact })) return;
        setProfile(data);
        setSteps(contactSteps(data));
        setIndex(0);
      } catch (failure) {
        // The prompt is a reminder: when it cannot be loaded, the home page goes on without it.
        if (!controller.signal.aborted) console.warn('Contact confirmation could not be loaded', failure);
      }
    })();
    return () => controller.abort();
  }, [client, loginName, lastLoginTime]);

  const step = index === undefined ? undefined : steps[index];

  const finish = useCallback(() => {
    markCancelledForLogin(storage(), login.current);
    setIndex(undefined);
    setFieldErrors([]);
    clearStepMessage();
  }, [clearStepMessage]);

  const save = useCallback(
    async (body: Omit<ContactConfirmationStep, 'final'>): Promise<boolean> => {
      if (!step) return false;
      const final = isFinalStep(steps, step);
      setBusy(true);
      setFieldErrors([]);
      try {
        const { data, error, response } = await client.POST('/api/portal/profileContactDetails', { body: { ...body, final } });
        if (data) {
          setProfile(data);
          if (final) {
            finish();
            showDoneMessage('success', t(SAVED_KEY));
          } else {
            clearStepMessage();
            setIndex((current) => (current === undefined ? current : current + 1));
          }
          return true;
        }
        const onFields =
          response.status === 400
            ? new CallError(400, error).fieldErrors.flatMap((fieldError) => {
                const prefix = STEP_BODY_PREFIXES.find((candidate) => fieldError.field.startsWith(candidate));
                return prefix ? [{ field: fieldError.field.slice(prefix.length), text: translateFieldError(fieldError, t) }] : [];
              })
            : [];
        setFieldErrors(onFields);
        showStepMessage('error', t(FAILED_KEY));
        return false;
      } catch {
        showStepMessage('error', t(FAILED_KEY));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [client, step, steps, finish, showDoneMessage, showStepMessage, clearStepMessage, t],
  );

  return {
    profile,
    steps,
    step,
    busy,
    fieldErrors,
    stepMessage,
    doneMessage,
    clearStepMessage,
    clearDoneMessage,
    save,
    cancel: finish,
  };
}
