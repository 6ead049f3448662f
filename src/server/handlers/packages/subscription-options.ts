/**
 * The subscription options of the confirmation step (business-areas §3: optionList, linkEULA,
 * showEULA). The spec does not show the option list; designed as when the packages a change
 * replaces end: at the end of the current month (the default, so a month already billed is
 * served in full) or today. Either way they go Termination Pending with that date and the
 * server ends them when it has passed (website-program/due-changes.ts).
 */
import type { components } from '../../../api/generated/portal.ts';
import { FieldProblems } from '../../kernel/field-errors.ts';
import type { EulaState } from './eula.ts';

type SubscriptionOptions = components['schemas']['SubscriptionOptions'];

export const SUBSCRIPTION_OPTIONS = [
  { id: 'END_OF_MONTH', label: 'Replaced packages end on the last day of this month', isDefault: true },
  { id: 'TODAY', label: 'Replaced packages end today', isDefault: false },
] as const;

export type SubscriptionOptionId = (typeof SUBSCRIPTION_OPTIONS)[number]['id'];

/** `link`: where the agreement is read (eula-document.ts eulaLink), empty when the OEM has none. */
export function subscriptionOptionsOf(eula: EulaState, link: string): SubscriptionOptions {
  return {
    optionList: SUBSCRIPTION_OPTIONS.map((option) => ({ ...option })),
    linkEULA: eula.url === null ? '' : link,
    showEULA: eula.mustAccept,
  };
}

/** The option chosen (the default when none), 400 on `optionId` for an unknown one. */
export function chosenOption(optionId: string | undefined): SubscriptionOptionId {
  if (optionId === undefined) return SUBSCRIPTION_OPTIONS.find((option) => option.isDefault)!.id;
  const known = SUBSCRIPTION_OPTIONS.find((option) => option.id === optionId);
  if (!known) {
    const problems = new FieldProblems();
    problems.add('optionId', 'INVALID_VALUE', { message: `Choose one of ${SUBSCRIPTION_OPTIONS.map((option) => option.id).join(', ')}.` });
    problems.throwIfAny();
  }
  return known!.id;
}

/** The last day of service of a replaced package (YYYY-MM-DD, Central time). */
export function replacedEndDate(option: SubscriptionOptionId, today: string): string {
  if (option === 'TODAY') return today;
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${today.slice(0, 8)}${String(lastDay).padStart(2, '0')}`;
}
