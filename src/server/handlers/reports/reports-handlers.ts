/**
 * Reports (contract tag `reports`; business-areas §3 "Report results", §7 "Reports" and
 * "Exports"): generate a named report or export it as CSV, XLSX or PDF, the report's form, the
 * select data, the page data of the lead reports, thresholds and periods. The report's rows are
 * those the caller may see; the thresholds not given in the request are the report's configured
 * ones; the dates come from the period or the explicit dates (compliance/report-period.ts).
 */
import { sql } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { OperationContext, OperationHandlers } from '../../kernel/operation-handlers.ts';
import { SERVER_TIME_ZONE } from '../../../constants.ts';
import { notFound, ValidationError } from '../../http/http-error.ts';
import { contentDisposition } from '../../kernel/file-download.ts';
import { reportDatesOf, reportPeriodsOf } from '../compliance/report-period.ts';
import { fieldError } from '../../kernel/field-errors.ts';
import { visibleDealers } from '../../kernel/caller-scope.ts';
import type { HandlerDeps } from '../../kernel/handler-deps.ts';
import { serverDateOf } from '../../kernel/server-date.ts';
import { signedIn } from '../../kernel/signed-in.ts';
import { EXPORT_MEDIA_TYPES } from './report-export.ts';
import { writeExportOffThread } from './export-threads.ts';
import { REPORT_FIELDS } from './report-forms.ts';
import { exportTables, reportResults, type ReportRequest } from './report-results.ts';
import { reportSelectData } from './select-data.ts';

type DataPageName = components['schemas']['ReportDataPageName'];

/** The lead source whose leads a page-data report shows; affinity dealer sales shows every sold lead. */
const DATA_PAGE_SOURCES: Readonly<Record<DataPageName, string | null>> = { concierge: 'Concierge', shopperContact: 'SmartNurture', affinityDealerSales: null };

export function createReportHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  const today = () => serverDateOf(clock.now());

  const definitionOf = async (name: components['schemas']['ReportName']) => {
    const definition = await db.selectFrom('reportDefinitions').selectAll().where('name', '=', name).executeTakeFirst();
    if (!definition) throw notFound(`The report ${name} has no form.`);
    return definition;
  };
  const definitionById = async (id: number) => {
    const definition = await db.selectFrom('reportDefinitions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!definition) throw notFound(`There is no report ${id}.`);
    return definition;
  };
  const thresholdsOf = (definitionId: number) =>
    db.selectFrom('reportThresholds').select(['key', 'label', 'value', 'unit', 'minimum', 'maximum']).where('reportDefinitionId', '=', definitionId).orderBy('key').execute();

  /** The request as the report reads it: dates resolved, thresholds from the query or the report's configuration. */
  const requestOf = async (ctx: OperationContext<'generateReport' | 'exportReport'>): Promise<ReportRequest> => {
    const name = ctx.params.reportName;
    const filter = ctx.body;
    const definition = await definitionOf(name);
    const [dates, thresholds] = await Promise.all([reportDatesOf(db, filter, today()), thresholdsOf(definition.id)]);
    const configured = (key: string) => Number(thresholds.find((threshold) => threshold.key === key)?.value ?? 0);
    return {
      name,
      filter,
      dates,
      leadType: ctx.query.reportLeadType,
      leadThreshold: typeof ctx.query.leadThreshold === 'number' ? ctx.query.leadThreshold : configured('leadThreshold'),
      closeRateThreshold: typeof ctx.query.closeRateThreshold === 'number' ? ctx.query.closeRateThreshold : configured('closeRateThreshold'),
      scoreThreshold: filter.scoreThreshold ?? configured('scoreThreshold'),
    };
  };

  return {
    generateReport: async (ctx) => ({ body: await reportResults(db, signedIn(ctx.caller), await requestOf(ctx)) }),

    exportReport: async (ctx) => {
      const format = ctx.params.exportFormat;
      const request = await requestOf(ctx);
      const definition = await definitionOf(request.name);
      if (!definition.exportFormats.includes(format)) {
        throw new ValidationError([fieldError('path.exportFormat', 'INVALID_VALUE', { message: `${definition.title} exports to ${definition.exportFormats.join(', ')}.` })]);
      }
      const sheets = exportTables(await reportResults(db, signedIn(ctx.caller), request));
      const title = `${definition.title} ${request.dates.dateFrom} – ${request.dates.dateTo}`;
      const body = await writeExportOffThread({ format, sheets, title });
      return {
        headers: {
          'content-type': EXPORT_MEDIA_TYPES[format],
          'content-disposition': contentDisposition(`${request.name}-${request.dates.dateFrom}-${request.dates.dateTo}.${format}`),
          'x-content-type-options': 'nosniff',
        },
        body,
      };
    },

    getReportSelectData: async ({ caller }) => ({ body: await reportSelectData(db, signedIn(caller)) }),

    getReportForm: async ({ params }) => {
      const definition = await definitionOf(params.name);
      const [thresholds, periods] = await Promise.all([thresholdsOf(definition.id), definition.hasPeriods ? reportPeriodsOf(db, today()) : Promise.resolve([])]);
      const current = periods.find((period) => period.current) ?? periods[0];
      return {
        body: {
          id: definition.id,
          name: definition.name,
          title: definition.title,
          fields: REPORT_FIELDS[definition.name].map((field) => {
            const threshold = thresholds.find((candidate) => candidate.key === field.name);
            if (threshold) return { ...field, defaultValue: Number(threshold.value) };
            if (field.name === 'periodId' && current) return { ...field, defaultValue: current.id };
            return field;
          }),
          exportFormats: definition.exportFormats,
          hasThresholds: definition.hasThresholds,
          hasPeriods: definition.hasPeriods,
        },
      };
    },

    getReportDataPage: async ({ caller, query }) => {
      const name = query.reportName;
      const definition = await definitionOf(name);
      const source = DATA_PAGE_SOURCES[name];
      let leads = db.selectFrom('leads').innerJoin('dealers', 'dealers.id', 'leads.dealerId');
      leads = leads.where(visibleDealers(signedIn(caller)));
      if (source) leads = leads.where('leads.leadSourceId', 'in', (eb) => eb.selectFrom('leadSources').select('leadSources.id').where('leadSources.name', '=', source));
      else leads = leads.where('leads.soldAt', 'is not', null);
      const range = await leads
        .select([
          sql<string | null>`to_char(min(${sql.ref('leads.receivedAt')} at time zone ${SERVER_TIME_ZONE}), 'YYYY-MM-DD')`.as('from'),
          sql<string | null>`to_char(max(${sql.ref('leads.receivedAt')} at time zone ${SERVER_TIME_ZONE}), 'YYYY-MM-DD')`.as('to'),
          sql<Date | null>`max(${sql.ref('leads.receivedAt')})`.as('latest'),
        ])
        .executeTakeFirst();
      return {
        body: {
          reportName: name,
          title: definition.title,
          dataAvailableFrom: range?.from ?? null,
          dataAvailableTo: range?.to ?? null,
          lastRefreshedAt: range?.latest ? new Date(range.latest).toISOString() : null,
        },
      };
    },

    getReportThresholds: async ({ params }) => {
      const definition = await definitionById(params.id);
      const thresholds = await thresholdsOf(definition.id);
      return { body: thresholds.map((threshold) => ({ ...threshold, value: Number(threshold.value), minimum: Number(threshold.minimum), maximum: Number(threshold.maximum) })) };
    },

    getReportPeriods: async ({ params }) => {
      const definition = await definitionById(params.id);
      return { body: definition.hasPeriods ? await reportPeriodsOf(db, today()) : [] };
    },
  };
}
