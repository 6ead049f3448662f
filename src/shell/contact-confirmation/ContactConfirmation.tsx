import Snackbar from '@mui/material/Snackbar';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TimedMessageBanner } from '../../engine/light.ts';
import { useSession, type MenuItem, type UserDetails } from '../session/use-session.ts';
import { billingEditTarget } from './billing-edit-target.ts';
import { authorizedContactForm, contactDetailsForm, startValues, type AuthorizedField, type ContactField } from './contact-forms.ts';
import { isFinalStep } from './contact-steps.ts';
import { mayBeAskedToConfirmContacts } from './prompt-eligibility.ts';
import { useContactConfirmation } from './use-contact-confirmation.ts';

// The dialogs (the engine's form and the shared rules) load when a step opens: most visits to the
// home page never show one, and the page stays light.
const ContactStepDialog = lazy(() => import('./ContactStepDialog.tsx').then((module) => ({ default: module.ContactStepDialog })));
const BillingStepDialog = lazy(() => import('./BillingStepDialog.tsx').then((module) => ({ default: module.BillingStepDialog })));

/**
 * The contact confirmation prompt of the home page (portal-shell §2.3, §4.2, §5.1): for dealers
 * signed in as themselves (not Hyundai CA), when due.
 *
 * Built from the engine's form in plain dialogs rather than as a screen definition: the flow's
 * order depends on the loaded data (authorized values, showBillingDetails), on the due rule and
 * on a marker in the browser, and each step decides `final` from the steps that follow; the
 * definition language's bindings are data without logic and cannot express that.
 */
export function ContactConfirmation() {
  const { user, menu } = useSession();
  if (!user || !mayBeAskedToConfirmContacts(user)) return null;
  // A new login (or another user) starts the flow afresh.
  return <ContactConfirmationFlow key={`${user.loginName}|${user.lastLoginTime ?? ''}`} user={user} menu={menu} />;
}

function ContactConfirmationFlow({ user, menu }: { user: UserDetails; menu: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useContactConfirmation(user);
  const { profile, steps, step, busy, save } = flow;
  const contactForm = useMemo(() => contactDetailsForm(t), [t]);
  const authorizedForm = useMemo(() => authorizedContactForm(t), [t]);
  // Computed once per loaded profile: the form takes its starting values from the first render.
  const contactStart = useMemo(() => startValues(contactForm.fields, profile?.contactDetails), [contactForm, profile?.contactDetails]);
  const authorizedStart = useMemo(
    () => startValues(authorizedForm.fields, profile?.dwcpEnrollmentContactDetailsData),
    [authorizedForm, profile?.dwcpEnrollmentContactDetailsData],
  );

  const submitLabel = step && isFinalStep(steps, step) ? t('CONTACT_CONFIRMATION_CONFIRM') : t('CONTACT_CONFIRMATION_SAVE_AND_CONTINUE');
  const progress = step ? t('CONTACT_CONFIRMATION_PROGRESS', { step: steps.indexOf(step) + 1, count: steps.length }) : '';
  const frame = {
    progress,
    message: flow.stepMessage,
    onClearMessage: flow.clearStepMessage,
    onCancel: flow.cancel,
  };

  const saveContact = useCallback((values: Record<ContactField, string>) => void save({ contactDetails: values }), [save]);
  const addonId = profile?.dwcpEnrollmentContactDetailsData?.addonId;
  const saveAuthorized = useCallback(
    (values: Record<AuthorizedField, string>) => {
      if (addonId !== undefined) void save({ dwcpEnrollmentContactDetailsData: { ...values, addonId } });
    },
    [save, addonId],
  );
  const editTarget = profile?.billingDetails ? billingEditTarget(menu, profile.billingDetails.dealerCode) : undefined;
  const editBilling = useCallback(async () => {
    // Confirmed first: the dealer is on the way to change billing, the prompt has done its job.
    if (editTarget && (await save({}))) await navigate(editTarget);
  }, [save, navigate, editTarget]);
  const skipBilling = useCallback(() => void save({}), [save]);

  return (
    <Suspense fallback={null}>
      {step === 'contact' && profile ? (
        <ContactStepDialog
          {...frame}
          idPrefix="contactConfirmation"
          title={t('CONTACT_CONFIRMATION_CONTACT_TITLE')}
          intro={t('CONTACT_CONFIRMATION_CONTACT_INTRO')}
          form={contactForm}
          initialData={contactStart}
          serverErrors={flow.fieldErrors}
          submitLabel={submitLabel}
          busy={busy}
          onSubmit={saveContact}
        />
      ) : null}
      {step === 'authorized' && profile ? (
        <ContactStepDialog
          {...frame}
          idPrefix="authorizedContact"
          title={t('CONTACT_CONFIRMATION_AUTHORIZED_TITLE')}
          intro={t('CONTACT_CONFIRMATION_AUTHORIZED_INTRO')}
          form={authorizedForm}
          initialData={authorizedStart}
          serverErrors={flow.fieldErrors}
          submitLabel={submitLabel}
          busy={busy}
          onSubmit={saveAuthorized}
        />
      ) : null}
      {step === 'billing' && profile?.billingDetails ? (
        <BillingStepDialog
          {...frame}
          title={t('CONTACT_CONFIRMATION_BILLING_TITLE')}
          intro={t(editTarget ? 'CONTACT_CONFIRMATION_BILLING_INTRO' : 'CONTACT_CONFIRMATION_BILLING_INTRO_NO_EDIT')}
          billing={profile.billingDetails}
          busy={busy}
          onEdit={editTarget ? () => void editBilling() : undefined}
          onSkip={skipBilling}
        />
      ) : null}
      <Snackbar open={flow.doneMessage !== null} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <div>
          <TimedMessageBanner message={flow.doneMessage} onClose={flow.clearDoneMessage} />
        </div>
      </Snackbar>
    </Suspense>
  );
}
