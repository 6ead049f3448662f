/**
 * Which enrollment status changes are allowed: the dealer actions, the program actions and the
 * add-on subscription actions of business-areas §4, as tables. The spec names the actions but
 * not the transitions; these are the contract's designed ones (DealerActionType, ProgramAction,
 * SubscriptionAction). Pure: the handlers read the current status, ask here, and write only
 * when the answer is a target status, so an invalid transition changes nothing.
 */
import type { components } from '../../../api/generated/portal.ts';
import type { DealerStatus, InactivationType, ProgramStatus, SubscriptionStatus } from '../../db/vocabulary.ts';

export type DealerAction = components['schemas']['DealerActionType'];
export type ProgramAction = components['schemas']['ProgramAction'];
/**
 * The contract's subscription actions plus `subscribe`, which no caller names: it is what an
 * enrollment (the DWCP form's enrollment options) does to an add-on the dealer does not hold.
 */
export type SubscriptionAction = components['schemas']['SubscriptionAction'] | 'subscribe';

export type Transition<S> = { allowed: true; to: S } | { allowed: false; reason: string };

interface Rule<S> {
  from: readonly (S | null)[];
  to: S;
  /**
   * The action resumes or adds service. Such a change is refused while the dealer's account is
   * outstanding (business-areas §6, §8), and a program or add-on one also while the dealer is
   * not ACTIVE; actions that stop or reduce service stay possible, so billing can still hold or
   * close a delinquent account.
   */
  resumesService: boolean;
}

const LIVE_DEALER_STATUSES = ['ACTIVE', 'PAUSED', 'ON_HOLD'] as const;

const DEALER_RULES: Readonly<Record<Exclude<DealerAction, 'deactivate'>, Rule<DealerStatus>>> = {
  pause: { from: ['ACTIVE'], to: 'PAUSED', resumesService: false },
  reactivate: { from: ['PAUSED', 'INACTIVE'], to: 'ACTIVE', resumesService: true },
  optOut: { from: LIVE_DEALER_STATUSES, to: 'OPTED_OUT', resumesService: false },
  hold: { from: ['ACTIVE'], to: 'ON_HOLD', resumesService: false },
  enable: { from: ['ON_HOLD', 'OPTED_OUT'], to: 'ACTIVE', resumesService: true },
};

/**
 * Deactivation by type: INACTIVATION suspends a live dealer until reactivated; CANCELLATION
 * ends any enrollment that is not already cancelled, for good.
 */
const DEACTIVATION_RULES: Readonly<Record<InactivationType, Rule<DealerStatus>>> = {
  INACTIVATION: { from: LIVE_DEALER_STATUSES, to: 'INACTIVE', resumesService: false },
  CANCELLATION: { from: [...LIVE_DEALER_STATUSES, 'OPTED_OUT', 'INACTIVE'], to: 'CANCELLED', resumesService: false },
};

const PROGRAM_RULES: Readonly<Record<ProgramAction, Rule<ProgramStatus>>> = {
  // null: the dealer has no enrollment in the program yet.
  enroll: { from: [null, 'PENDING', 'UNENROLLED'], to: 'ENROLLED', resumesService: true },
  pause: { from: ['ENROLLED'], to: 'PAUSED', resumesService: false },
  resume: { from: ['PAUSED'], to: 'ENROLLED', resumesService: true },
  unenroll: { from: ['PENDING', 'ENROLLED', 'PAUSED'], to: 'UNENROLLED', resumesService: false },
};

const SUBSCRIPTION_RULES: Readonly<Record<SubscriptionAction, Rule<SubscriptionStatus>>> = {
  subscribe: { from: [null, 'Unsubscribed', 'Cancelled'], to: 'Subscription Pending', resumesService: true },
  approve: { from: ['Subscription Pending'], to: 'Subscribed', resumesService: true },
  cancel: { from: ['Subscription Pending'], to: 'Cancelled', resumesService: false },
  terminate: { from: ['Subscribed'], to: 'Termination Pending', resumesService: false },
  cancelTermination: { from: ['Termination Pending'], to: 'Subscribed', resumesService: true },
  unsubscribe: { from: ['Subscribed', 'Termination Pending'], to: 'Unsubscribed', resumesService: false },
};

const NONE = 'no enrollment';
const listed = (statuses: readonly (string | null)[]) => statuses.map((status) => status ?? NONE).join(', ');

function decide<S extends string>(rule: Rule<S>, action: string, from: S | null): Transition<S> {
  if (rule.from.includes(from)) return { allowed: true, to: rule.to };
  return { allowed: false, reason: `${action} applies to ${listed(rule.from)}, not to ${from ?? NONE}.` };
}

function dealerRule(action: DealerAction, inactivationType: InactivationType | undefined): Rule<DealerStatus> | undefined {
  return action === 'deactivate' ? (inactivationType ? DEACTIVATION_RULES[inactivationType] : undefined) : DEALER_RULES[action];
}

/** The dealer's status after `action`; deactivate needs its inactivation type. */
export function dealerTransition(action: DealerAction, from: DealerStatus, inactivationType?: InactivationType): Transition<DealerStatus> {
  const rule = dealerRule(action, inactivationType);
  if (!rule) return { allowed: false, reason: 'deactivate needs an inactivation type (CANCELLATION or INACTIVATION).' };
  return decide(rule, action === 'deactivate' ? `deactivate (${inactivationType})` : action, from);
}

/** The program status after `action`; `from` null when the dealer has no enrollment in the program. */
export function programTransition(action: ProgramAction, from: ProgramStatus | null): Transition<ProgramStatus> {
  return decide(PROGRAM_RULES[action], action, from);
}

/** The add-on subscription status after `action`; `from` null when the dealer does not hold the add-on. */
export function subscriptionTransition(action: SubscriptionAction, from: SubscriptionStatus | null): Transition<SubscriptionStatus> {
  return decide(SUBSCRIPTION_RULES[action], action, from);
}

/** Whether the action resumes or adds service (see Rule.resumesService). */
export function resumesService(
  action: { dealer: DealerAction } | { program: ProgramAction } | { subscription: SubscriptionAction },
): boolean {
  if ('dealer' in action) return action.dealer === 'deactivate' ? false : DEALER_RULES[action.dealer].resumesService;
  if ('program' in action) return PROGRAM_RULES[action.program].resumesService;
  return SUBSCRIPTION_RULES[action.subscription].resumesService;
}

/** Subscription actions that take effect at a scheduled date, which the caller must give. */
export const SUBSCRIPTION_ACTIONS_NEEDING_A_DATE: ReadonlySet<SubscriptionAction> = new Set(['terminate']);
