/**
 * The operationId → handler map. Each area has one module here exporting a factory
 * `createXHandlers(deps)`; adding an area is adding its file and one line to AREAS.
 * An operationId served by two areas is a start-up error, not a silent override.
 */
import type { OperationHandlers } from '../contract/register-operations.ts';
import type { HandlerDeps } from './handler-deps.ts';
import { createAuthHandlers } from './auth.ts';
import { createBillingProfileHandlers } from './billing-profiles.ts';
import { createCmsHandlers } from './cms.ts';
import { createComplianceHandlers } from './compliance/compliance-handlers.ts';
import { createDwcpEnrollmentHandlers } from './dwcp-enrollment.ts';
import { createEnrollmentActionHandlers } from './enrollment-actions.ts';
import { createEnrollmentRecordHandlers } from './enrollment-records.ts';
import { createImpersonationHandlers } from './impersonation.ts';
import { createLookupHandlers } from './lookups.ts';
import { createProductHandlers } from './products.ts';
import { createProfileHandlers } from './profile.ts';
import { createReportHandlers } from './reports/reports-handlers.ts';
import { createSsoHandlers } from './sso.ts';
import { createUserHandlers } from './user.ts';

export type { HandlerDeps, Clock, SessionControl } from './handler-deps.ts';
export type { OperationHandler, OperationHandlers, OperationContext, OperationResult } from '../contract/register-operations.ts';

type AreaFactory = (deps: HandlerDeps) => OperationHandlers;

const AREAS: Record<string, AreaFactory> = {
  auth: createAuthHandlers,
  sso: createSsoHandlers,
  user: createUserHandlers,
  profile: createProfileHandlers,
  impersonation: createImpersonationHandlers,
  lookups: createLookupHandlers,
  products: createProductHandlers,
  cms: createCmsHandlers,
  enrollmentRecords: createEnrollmentRecordHandlers,
  enrollmentActions: createEnrollmentActionHandlers,
  billingProfiles: createBillingProfileHandlers,
  dwcpEnrollment: createDwcpEnrollmentHandlers,
  compliance: createComplianceHandlers,
  reports: createReportHandlers,
};

export function collectHandlers(deps: HandlerDeps, areas: Record<string, AreaFactory> = AREAS): OperationHandlers {
  const all: OperationHandlers = {};
  const servedBy = new Map<string, string>();
  for (const [area, create] of Object.entries(areas)) {
    for (const [operationId, handler] of Object.entries(create(deps))) {
      const other = servedBy.get(operationId);
      if (other) throw new Error(`${operationId} is served by both the ${other} and the ${area} handlers`);
      servedBy.set(operationId, area);
      all[operationId] = handler;
    }
  }
  return all;
}
