/**
 * The operationId → handler map: every area's handlers, collected once at start. An
 * operationId served by two areas is a start-up error, not a silent override; one the contract
 * does not declare does not compile (and app.ts refuses it at start too).
 *
 * ## How an area adds handlers
 *
 * 1. Declare the calls in the contract (`openapi/paths/<area>.yaml`, schemas in
 *    `openapi/schemas/<area>.yaml`, listed in `openapi/portal.yaml`) and run `npm run gen`.
 * 2. Write `handlers/<area>.ts` exporting one factory; keep the area's pieces (queries, rules,
 *    file builders) as small files in `handlers/<area>/`. Areas of one business area sit under
 *    one folder (`handlers/enrollments/` holds records, actions, billing profiles and DWCP).
 *
 *        export function createWidgetHandlers({ db, clock }: HandlerDeps): OperationHandlers {
 *          return {
 *            getWidget: async ({ caller, params }) => ({ body: await readWidget(db, signedIn(caller), params.widgetId) }),
 *            createWidget: async ({ caller, body }) => ({ status: 201, body: await insertWidget(db, signedIn(caller), body, clock.now()) }),
 *            exportWidgets: async ({ caller, query }) => fileDownload({ fileName: 'Widgets.csv', contentType: 'text/csv; charset=utf-8', content: await widgetCsv(db, signedIn(caller), query) }),
 *          };
 *        }
 *
 *    `OperationHandlers` (kernel/operation-handlers.ts) types each handler by its operation id:
 *    `params`, `query` and `body` are the contract's types, already validated, so never cast
 *    them; the answer must be one of the operation's success responses (a JSON body of its
 *    schema, `status` when it is not 200, or a file from kernel/file-download.ts). Refuse with
 *    `throw` (http/http-error.ts: notFound, forbidden, conflict; kernel/field-errors.ts for 400s
 *    the schema cannot express), never with a returned error body.
 * 3. Use the kernel (`src/server/kernel/README.md`) for what every area needs: the signed-in
 *    caller, the dealer and OEM scope, paging and sort, search patterns, the server date,
 *    field errors and file downloads. Do not import another area's files; what two areas
 *    share belongs in the kernel.
 * 4. Add one line to AREAS below, and API tests under `tests/api/<area>/` with
 *    tests/support/test-server.ts (every answer a test receives is checked against the contract).
 *
 * The route loader (contract/register-operations.ts) has already checked the token, the
 * roles (`x-roles`), the request's shape and the dealer scope (`x-dealer-scope`) when a handler
 * runs; an operation no area serves answers 501 after the same checks.
 */
import type { HandlerDeps } from '../kernel/handler-deps.ts';
import type { OperationHandlers, OperationId } from '../kernel/operation-handlers.ts';
import { createAuthHandlers } from './auth.ts';
import { createBillingProfileHandlers } from './enrollments/billing-profiles.ts';
import { createCmsHandlers } from './cms.ts';
import { createComplianceHandlers } from './compliance/compliance-handlers.ts';
import { createDwcpEnrollmentHandlers } from './enrollments/dwcp.ts';
import { createEnrollmentActionHandlers } from './enrollments/actions.ts';
import { createEnrollmentRecordHandlers } from './enrollments/records.ts';
import { createImpersonationHandlers } from './impersonation.ts';
import { createLookupHandlers } from './lookups.ts';
import { createProductHandlers } from './products.ts';
import { createProfileHandlers } from './profile.ts';
import { createReportHandlers } from './reports/reports-handlers.ts';
import { createSavedViewHandlers } from './saved-views.ts';
import { createSsoHandlers } from './sso.ts';
import { createUserHandlers } from './user.ts';
import { createContactHandlers } from './tools/contact/contact-handlers.ts';
import { createLogViewerHandlers } from './tools/log-viewer/log-viewer-handlers.ts';
import { createNotificationHandlers } from './tools/notifications/notification-handlers.ts';
import { createPayloadLookupHandlers } from './tools/payload-lookup/payload-lookup-handlers.ts';
import { createResourceHandlers } from './tools/resources/resource-handlers.ts';
import { createWebsiteProgramHandlers } from './website-program/website-program-handlers.ts';
import { createPackageHandlers } from './packages/package-handlers.ts';
import { createLeadHandlers } from './leads/lead-handlers.ts';
import { createLeadProgramHandlers } from './lead-program/lead-program-handlers.ts';
import { createZipImportHandlers } from './lead-program/zip-import/zip-import-handlers.ts';
import { createStudioHandlers } from './studio/studio-handlers.ts';
import { createDashboardHandlers } from './dashboards.ts';

export type { HandlerDeps } from '../kernel/handler-deps.ts';
export type { OperationContext, OperationHandler, OperationHandlers, OperationResult } from '../kernel/operation-handlers.ts';

export type AreaFactory = (deps: HandlerDeps) => OperationHandlers;

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
  resources: createResourceHandlers,
  payloadLookup: createPayloadLookupHandlers,
  logViewer: createLogViewerHandlers,
  notifications: createNotificationHandlers,
  contact: createContactHandlers,
  savedViews: createSavedViewHandlers,
  websiteProgram: createWebsiteProgramHandlers,
  packages: createPackageHandlers,
  compliance: createComplianceHandlers,
  reports: createReportHandlers,
  leads: createLeadHandlers,
  leadProgram: createLeadProgramHandlers,
  zipImport: createZipImportHandlers,
  studio: createStudioHandlers,
  dashboards: createDashboardHandlers,
};

/** The operation ids an area serves (Object.keys is typed as string[]). */
const servedIds = (handlers: OperationHandlers) => Object.keys(handlers) as OperationId[];

export function collectHandlers(deps: HandlerDeps, areas: Record<string, AreaFactory> = AREAS): OperationHandlers {
  const all: OperationHandlers = {};
  const servedBy = new Map<OperationId, string>();
  for (const [area, create] of Object.entries(areas)) {
    const handlers = create(deps);
    for (const operationId of servedIds(handlers)) {
      const other = servedBy.get(operationId);
      if (other) throw new Error(`${operationId} is served by both the ${other} and the ${area} handlers`);
      servedBy.set(operationId, area);
    }
    Object.assign(all, handlers);
  }
  return all;
}
