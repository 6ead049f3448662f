/**
 * The transition table of enrollment status changes (business-areas §4; the contract's
 * DealerActionType, ProgramAction and SubscriptionAction): every allowed change leads where
 * the contract says, everything else is refused with a reason, and the changes that resume
 * service are the ones an outstanding account blocks (business-areas §6, §8).
 */
import { describe, expect, it } from 'vitest';
import {
  dealerTransition,
  programTransition,
  resumesService,
  subscriptionTransition,
  type DealerAction,
  type ProgramAction,
  type SubscriptionAction,
} from '../../../src/server/handlers/dealer-rules/transitions.ts';
import { DEALER_ACTIONS, DEALER_STATUSES, PROGRAM_ACTIONS, PROGRAM_STATUSES, SUBSCRIPTION_STATUSES } from '../../../src/server/db/vocabulary.ts';

const target = <S>(transition: { allowed: true; to: S } | { allowed: false; reason: string }) => (transition.allowed ? transition.to : null);

describe('dealer actions', () => {
  // [action, inactivation type, from, to]; every other (action, from) pair is refused.
  const allowed: [DealerAction, 'INACTIVATION' | 'CANCELLATION' | undefined, string, string][] = [
    ['deactivate', 'INACTIVATION', 'ACTIVE', 'INACTIVE'],
    ['deactivate', 'INACTIVATION', 'PAUSED', 'INACTIVE'],
    ['deactivate', 'INACTIVATION', 'ON_HOLD', 'INACTIVE'],
    ['deactivate', 'CANCELLATION', 'ACTIVE', 'CANCELLED'],
    ['deactivate', 'CANCELLATION', 'PAUSED', 'CANCELLED'],
    ['deactivate', 'CANCELLATION', 'ON_HOLD', 'CANCELLED'],
    ['deactivate', 'CANCELLATION', 'OPTED_OUT', 'CANCELLED'],
    ['deactivate', 'CANCELLATION', 'INACTIVE', 'CANCELLED'],
    ['pause', undefined, 'ACTIVE', 'PAUSED'],
    ['reactivate', undefined, 'PAUSED', 'ACTIVE'],
    ['reactivate', undefined, 'INACTIVE', 'ACTIVE'],
    ['optOut', undefined, 'ACTIVE', 'OPTED_OUT'],
    ['optOut', undefined, 'PAUSED', 'OPTED_OUT'],
    ['optOut', undefined, 'ON_HOLD', 'OPTED_OUT'],
    ['hold', undefined, 'ACTIVE', 'ON_HOLD'],
    ['enable', undefined, 'ON_HOLD', 'ACTIVE'],
    ['enable', undefined, 'OPTED_OUT', 'ACTIVE'],
  ];

  it('allows exactly the designed transitions, over every action and status', () => {
    for (const action of DEALER_ACTIONS) {
      for (const type of action === 'deactivate' ? (['INACTIVATION', 'CANCELLATION'] as const) : [undefined]) {
        for (const from of DEALER_STATUSES) {
          const expected = allowed.find(([a, t, f]) => a === action && t === type && f === from)?.[3] ?? null;
          expect(target(dealerTransition(action, from, type)), `${action} ${type ?? ''} from ${from}`).toBe(expected);
        }
      }
    }
  });

  it('keeps CANCELLED final', () => {
    for (const action of DEALER_ACTIONS) {
      for (const type of ['INACTIVATION', 'CANCELLATION'] as const) {
        expect(dealerTransition(action, 'CANCELLED', type).allowed, action).toBe(false);
      }
    }
  });

  it('refuses deactivate without its inactivation type', () => {
    const refused = dealerTransition('deactivate', 'ACTIVE');
    expect(refused).toEqual({ allowed: false, reason: expect.stringContaining('inactivation type') });
  });

  it('says why a change is refused: the statuses the action applies to and the one it met', () => {
    const refused = dealerTransition('pause', 'ON_HOLD');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.reason).toBe('pause applies to ACTIVE, not to ON_HOLD.');
  });

  it('lets only reactivate and enable (which resume service) be blocked by an outstanding account', () => {
    const resuming = DEALER_ACTIONS.filter((action) => resumesService({ dealer: action }));
    expect(resuming.sort()).toEqual(['enable', 'reactivate']);
  });
});

describe('program actions', () => {
  const allowed: [ProgramAction, string | null, string][] = [
    ['enroll', null, 'ENROLLED'],
    ['enroll', 'PENDING', 'ENROLLED'],
    ['enroll', 'UNENROLLED', 'ENROLLED'],
    ['pause', 'ENROLLED', 'PAUSED'],
    ['resume', 'PAUSED', 'ENROLLED'],
    ['unenroll', 'PENDING', 'UNENROLLED'],
    ['unenroll', 'ENROLLED', 'UNENROLLED'],
    ['unenroll', 'PAUSED', 'UNENROLLED'],
  ];

  it('allows exactly the designed transitions, from every status and from no enrollment', () => {
    for (const action of PROGRAM_ACTIONS) {
      for (const from of [null, ...PROGRAM_STATUSES]) {
        const expected = allowed.find(([a, f]) => a === action && f === from)?.[2] ?? null;
        expect(target(programTransition(action, from)), `${action} from ${from ?? 'none'}`).toBe(expected);
      }
    }
  });

  it('names a missing enrollment in its refusal', () => {
    const refused = programTransition('pause', null);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.reason).toBe('pause applies to ENROLLED, not to no enrollment.');
  });

  it('treats enroll and resume as resuming service', () => {
    expect(PROGRAM_ACTIONS.filter((action) => resumesService({ program: action })).sort()).toEqual(['enroll', 'resume']);
  });
});

describe('add-on subscription actions', () => {
  const ACTIONS: SubscriptionAction[] = ['subscribe', 'approve', 'cancel', 'terminate', 'cancelTermination', 'unsubscribe'];
  const allowed: [SubscriptionAction, string | null, string][] = [
    ['subscribe', null, 'Subscription Pending'],
    ['subscribe', 'Unsubscribed', 'Subscription Pending'],
    ['subscribe', 'Cancelled', 'Subscription Pending'],
    ['approve', 'Subscription Pending', 'Subscribed'],
    ['cancel', 'Subscription Pending', 'Cancelled'],
    ['terminate', 'Subscribed', 'Termination Pending'],
    ['cancelTermination', 'Termination Pending', 'Subscribed'],
    ['unsubscribe', 'Subscribed', 'Unsubscribed'],
    ['unsubscribe', 'Termination Pending', 'Unsubscribed'],
  ];

  it('allows exactly the designed transitions, with the spec’s status names', () => {
    for (const action of ACTIONS) {
      for (const from of [null, ...SUBSCRIPTION_STATUSES]) {
        const expected = allowed.find(([a, f]) => a === action && f === from)?.[2] ?? null;
        expect(target(subscriptionTransition(action, from)), `${action} from ${from ?? 'none'}`).toBe(expected);
      }
    }
  });

  it('treats subscribe, approve and cancelTermination as resuming service', () => {
    expect(ACTIONS.filter((action) => resumesService({ subscription: action })).sort()).toEqual(['approve', 'cancelTermination', 'subscribe']);
  });
});
