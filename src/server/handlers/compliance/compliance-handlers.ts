/**
 * Compliance audits and reports (contract tag `compliance`; business-areas §7 "Compliance",
 * portal-shell §2.1–§2.2): the audit search and scores, preparing, creating and updating audit
 * records with their evidence files, the dealer, aggregate, CRM and non-compliant reports, the
 * dealer report filter, and downloads. Each handler reads its request and hands it to one small
 * module of this folder; what a caller may see is decided there (audit-scope.ts,
 * lookups/caller-scope.ts), the dealer-scope and role checks of the contract ran before.
 */
import { randomUUID } from 'node:crypto';
import type { OperationContext, OperationHandlers } from '../../kernel/operation-handlers.ts';
import { conflict, forbidden, notFound } from '../../http/http-error.ts';
import type { HandlerDeps } from '../../kernel/handler-deps.ts';
import { pageInfoOf, pageRequestOf } from '../../kernel/page-request.ts';
import { sortOrderOf } from '../../kernel/sort-order.ts';
import { serverDateOf } from '../../kernel/server-date.ts';
import { signedIn } from '../../kernel/signed-in.ts';
import { AGGREGATE_SORT_FIELDS, DEFAULT_AGGREGATE_ORDER, aggregateReport } from './aggregate-report.ts';
import { auditCategoriesOf } from './audit-categories.ts';
import { crmSubject, dealerSubject } from './audit-subject.ts';
import { crmAggregateReport, crmNonCompliantReport } from './crm-reports.ts';
import { dealerReportFilterOptions } from './dealer-report-filter.ts';
import { dealerReport } from './dealer-report.ts';
import { checkedEvidenceFile } from './evidence-file.ts';
import { providerNonCompliantReport } from './provider-non-compliant-report.ts';
import { checkedContent } from './report-content.ts';
import { crmDraft, dealerDraft } from './report-draft.ts';
import { availableDownloads, reportsArchive, selectedReports } from './report-downloads.ts';
import { reportDatesOf } from './report-period.ts';
import { readReport, reportSubject } from './report-record.ts';
import { DEFAULT_REPORT_ORDER, REPORT_SORT_FIELDS, searchReports } from './report-search.ts';
import { writeCategories } from './report-write.ts';
import { DEFAULT_SCORE_ORDER, SCORE_SORT_FIELDS, scoresReport } from './scores-report.ts';
import { scoreThresholdOf } from './score-threshold.ts';
import { fileDownload } from '../../kernel/file-download.ts';
import { canSeeReport } from './report-access.ts';

/** The calls that name a stored report by the `reportId` path parameter. */
type ReportCall = OperationContext<'uploadComplianceReportFile' | 'removeComplianceReportFile' | 'downloadComplianceReportFile' | 'getComplianceReport'>;

export function createComplianceHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  const today = () => serverDateOf(clock.now());
  

  /** The report's subject for a check: 404 when there is none, 403 when the caller may not see it. */
  const visibleSubject = async (ctx: ReportCall) => {
    const subject = await reportSubject(db, ctx.params.reportId);
    if (!subject) throw notFound(`There is no compliance report ${ctx.params.reportId}.`);
    if (!(await canSeeReport(db, signedIn(ctx.caller), subject))) throw forbidden('You may not see this compliance report.');
    return subject;
  };
  /** A report the caller may change: visible and still a draft (409 once completed). */
  const draftSubject = async (ctx: ReportCall) => {
    const subject = await visibleSubject(ctx);
    if (subject.status === 'COMPLETED') throw conflict('This report is completed and can no longer be changed.', 'report_completed');
    return subject;
  };
  const stored = async (id: number) => {
    const report = await readReport(db, id);
    if (!report) throw notFound(`There is no compliance report ${id}.`);
    return report;
  };

  return {
    searchComplianceReports: async ({ caller, query, body }) => {
      const paging = pageRequestOf(query);
      const order = sortOrderOf(query.sort, REPORT_SORT_FIELDS, DEFAULT_REPORT_ORDER);
      const { rows, total } = await searchReports(db, signedIn(caller), body, { order, limit: paging.size, offset: paging.offset });
      return { body: { content: rows, page: pageInfoOf(paging, total) } };
    },

    searchComplianceScores: async ({ caller, query, body }) => {
      const paging = pageRequestOf(query);
      const order = sortOrderOf(query.sort, SCORE_SORT_FIELDS, DEFAULT_SCORE_ORDER);
      const { rows, total } = await scoresReport(db, signedIn(caller), body, { order, limit: paging.size, offset: paging.offset });
      return { body: { content: rows, page: pageInfoOf(paging, total) } };
    },

    prepareComplianceReport: async ({ caller, params }) => ({
      body: await dealerDraft(db, signedIn(caller), params.dealerCode, params.auditType, today()),
    }),

    prepareCrmComplianceReport: async ({ caller, params }) => ({
      body: await crmDraft(db, signedIn(caller), params.oemId, params.auditType, today()),
    }),

    createComplianceReport: async ({ caller, body: input }) => {
      const user = signedIn(caller);
      const subject = input.kind === 'DEALER' ? await dealerSubject(db, input.dealerCode!, input.oemId, input.auditType) : await crmSubject(db, input.crmId!, input.oemId);
      const content = checkedContent(await auditCategoriesOf(db, input.oemId, input.kind, input.auditType), input.categories, input.status);
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const previous = await trx
          .selectFrom('complianceReports')
          .select('id')
          .where('kind', '=', input.kind)
          .where('auditType', '=', input.auditType)
          .where('oemId', '=', input.oemId)
          .where('status', '=', 'COMPLETED')
          .where(subject.dealerId !== null ? 'dealerId' : 'crmProviderId', '=', subject.dealerId ?? subject.crmProviderId!)
          .orderBy('auditDate', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        const created = await trx
          .insertInto('complianceReports')
          .values({
            kind: input.kind,
            auditType: input.auditType,
            oemId: input.oemId,
            ...subject,
            auditDate: input.auditDate,
            auditor: input.auditor.trim(),
            overallScore: content.overallScore,
            compliant: content.compliant,
            comments: input.comments?.trim() || null,
            status: input.status,
            previousReportId: previous?.id ?? null,
            createdByUserId: user.userId,
            updatedByUserId: user.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeCategories(trx, created.id, content);
        return created.id;
      });
      return { status: 201, body: await stored(id) };
    },

    updateComplianceReport: async ({ caller, body: update }) => {
      const user = signedIn(caller);
      const subject = await reportSubject(db, update.id);
      if (!subject) throw notFound(`There is no compliance report ${update.id}.`);
      if (!(await canSeeReport(db, user, subject))) throw forbidden('You may not see this compliance report.');
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const report = await trx
          .selectFrom('complianceReports')
          .select(['id', 'kind', 'auditType', 'oemId', 'status'])
          .where('id', '=', update.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (report.status === 'COMPLETED') throw conflict('This report is completed and can no longer be changed.', 'report_completed');
        const content = checkedContent(await auditCategoriesOf(trx, report.oemId, report.kind, report.auditType), update.categories, update.status);
        await trx
          .updateTable('complianceReports')
          .set({
            auditDate: update.auditDate,
            auditor: update.auditor.trim(),
            overallScore: content.overallScore,
            compliant: content.compliant,
            comments: update.comments?.trim() || null,
            status: update.status,
            updatedByUserId: user.userId,
            updatedAt: now,
          })
          .where('id', '=', report.id)
          .execute();
        await writeCategories(trx, report.id, content);
      });
      return { body: await stored(update.id) };
    },

    uploadComplianceReportFile: async (ctx) => {
      const file = checkedEvidenceFile(ctx.body.file);
      const subject = await draftSubject(ctx);
      const uuid = randomUUID();
      await db
        .insertInto('complianceReportFiles')
        .values({
          uuid,
          reportId: subject.id,
          fileName: file.fileName,
          contentType: file.contentType,
          sizeBytes: file.data.length,
          content: file.data,
          uploadedByUserId: signedIn(ctx.caller).userId,
          uploadedAt: clock.now(),
        })
        .execute();
      const report = await stored(subject.id);
      const saved = report.files.find((candidate) => candidate.uuid === uuid);
      if (!saved) throw notFound('The file was removed while it was stored.');
      return { status: 201, body: saved };
    },

    removeComplianceReportFile: async (ctx) => {
      const subject = await draftSubject(ctx);
      const removed = await db
        .deleteFrom('complianceReportFiles')
        .where('reportId', '=', subject.id)
        .where('uuid', '=', ctx.query.uuid)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw notFound('There is no such file in this report.');
      return { body: { success: true, message: 'File removed.' } };
    },

    downloadComplianceReportFile: async (ctx) => {
      const subject = await visibleSubject(ctx);
      const file = await db
        .selectFrom('complianceReportFiles')
        .select(['fileName', 'contentType', 'content'])
        .where('reportId', '=', subject.id)
        .where('uuid', '=', ctx.params.uuid)
        .executeTakeFirst();
      if (!file) throw notFound('There is no such file in this report.');
      return fileDownload({ fileName: file.fileName, contentType: file.contentType, content: file.content });
    },

    getComplianceReport: async (ctx) => {
      const subject = await visibleSubject(ctx);
      const report = await readReport(db, subject.id, { mandatory: ctx.query.mandatory === true, qualified: ctx.query.qualified === true });
      if (!report) throw notFound(`There is no compliance report ${subject.id}.`);
      return { body: report };
    },

    generateComplianceDealerReport: async ({ caller, body: filter }) => {
      const name = filter.auditType === 'DRS' ? 'DRSComplianceDealerReport' : 'ComplianceDealerReport';
      const [dates, threshold] = await Promise.all([reportDatesOf(db, filter, today()), scoreThresholdOf(db, name, filter.scoreThreshold)]);
      return { body: await dealerReport(db, signedIn(caller), filter, dates, threshold) };
    },

    generateComplianceAggregateReport: async ({ caller, query, body: filter }) => {
      const paging = pageRequestOf(query);
      const order = sortOrderOf(query.sort, AGGREGATE_SORT_FIELDS, DEFAULT_AGGREGATE_ORDER);
      const name = filter.auditType === 'DRS' ? 'DRSComplianceAggregateReport' : 'ComplianceAggregateReport';
      const [dates, threshold] = await Promise.all([reportDatesOf(db, filter, today()), scoreThresholdOf(db, name, filter.scoreThreshold)]);
      const report = await aggregateReport(db, signedIn(caller), { filter, dates, threshold, order, limit: paging.size, offset: paging.offset });
      const { periodId: _period, dateFrom: _from, dateTo: _to, ...rest } = filter;
      return {
        body: {
          content: report.rows,
          page: pageInfoOf(paging, report.total),
          totals: report.totals,
          filter: { ...rest, ...(dates.periodId !== null ? { periodId: dates.periodId } : {}), dateFrom: dates.dateFrom, dateTo: dates.dateTo, scoreThreshold: threshold },
        },
      };
    },

    generateCrmComplianceAggregateReport: async ({ caller, body: filter }) => {
      const [dates, threshold] = await Promise.all([reportDatesOf(db, filter, today()), scoreThresholdOf(db, 'CRMComplianceAggregateReport', filter.scoreThreshold)]);
      return { body: await crmAggregateReport(db, signedIn(caller), filter, dates, threshold) };
    },

    generateCrmNonCompliantReport: async ({ caller, body: filter }) => {
      const [dates, threshold] = await Promise.all([reportDatesOf(db, filter, today()), scoreThresholdOf(db, 'CRMNonCompliantReport', filter.scoreThreshold)]);
      return { body: await crmNonCompliantReport(db, signedIn(caller), filter, dates, threshold) };
    },

    generateWebproviderNonCompliantReport: async ({ caller, body: filter }) => {
      const name = filter.auditType === 'DRS' ? 'DRSNonComplianceAuditReport' : 'DWCPWebproviderNonCompliantReport';
      const [dates, threshold] = await Promise.all([reportDatesOf(db, filter, today()), scoreThresholdOf(db, name, filter.scoreThreshold)]);
      return { body: await providerNonCompliantReport(db, signedIn(caller), filter, dates, threshold) };
    },

    getComplianceDealerReportFilter: async ({ caller, body }) => ({
      body: await dealerReportFilterOptions(db, signedIn(caller), body, today()),
    }),

    listComplianceDownloads: async ({ caller, params }) => ({
      body: await availableDownloads(db, signedIn(caller), params.auditType),
    }),

    downloadAllComplianceReports: async ({ caller, body: request }) => {
      const dates = await reportDatesOf(db, request, today());
      const reports = await selectedReports(db, signedIn(caller), request, dates);
      const archive = await reportsArchive(db, reports, request.includeFiles !== false);
      return fileDownload({ fileName: `Compliance-${request.auditType}-reports.zip`, contentType: 'application/zip', content: archive });
    },
  };
}
