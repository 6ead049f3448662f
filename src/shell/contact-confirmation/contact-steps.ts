/**
 * The steps of the contact confirmation flow (portal-shell §4.2): the contact details modal;
 * then the authorized-contact modal when any authorized value exists; then the billing modal
 * when showBillingDetails is true. The last step shown is the final one, whose save sets the
 * last update date.
 */
import type { PortalComponents } from '../../api/index.ts';

type ProfileResponse = PortalComponents['schemas']['ProfileResponse'];

export type ContactStep = 'contact' | 'authorized' | 'billing';

/** True when the DWCP enrollment carries any authorized value (person, email or phone). */
export function hasAuthorizedValue(profile: Pick<ProfileResponse, 'dwcpEnrollmentContactDetailsData'>): boolean {
  const data = profile.dwcpEnrollmentContactDetailsData;
  return Boolean(data && [data.authorizedPerson, data.authorizedEmail, data.authorizedPhone].some((value) => value?.trim()));
}

/** The steps to show, in order. The billing modal needs the billing data to show, not only the flag. */
export function contactSteps(profile: Pick<ProfileResponse, 'dwcpEnrollmentContactDetailsData' | 'showBillingDetails' | 'billingDetails'>): ContactStep[] {
  return [
    'contact',
    ...(hasAuthorizedValue(profile) ? (['authorized'] as const) : []),
    ...(profile.showBillingDetails && profile.billingDetails ? (['billing'] as const) : []),
  ];
}

/** True when `step` is the last of `steps`: its save is sent with `final: true`. */
export function isFinalStep(steps: readonly ContactStep[], step: ContactStep): boolean {
  return steps[steps.length - 1] === step;
}
