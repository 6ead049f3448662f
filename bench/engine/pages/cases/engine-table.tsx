import { buildRoutePath } from '../../../../src/shell/routes/route-table.ts';
import { I18nextProvider } from 'react-i18next';
import { ScreenRenderer, type Column, type ScreenDefinition } from '../../../../src/engine/index.ts';
import { createI18n } from '../../../../src/i18n/setup.ts';
import { BENCH_COLUMNS, benchRows, TABLE_ROWS } from '../../table-data.ts';
import { answerEverything } from '../answer-everything.ts';
import type { BenchCase } from '../bench-case.ts';

const i18n = createI18n();
const noNavigation = () => undefined;
const FORMATS: Partial<Record<string, Column['format']>> = { leads: 'integer', receivedDate: 'date' };

const definition: ScreenDefinition = {
  id: 'benchTable',
  route: 'bench',
  title: 'Bench',
  blocks: {
    leads: {
      kind: 'table',
      call: { operationId: 'generateReport', path: { reportName: 'salesConversion' } },
      paging: { mode: 'client', pageSize: 50 },
      rowKey: 'leadId',
      columns: Object.fromEntries(
        BENCH_COLUMNS.map((column, index) => [
          column.field,
          {
            order: index,
            field: column.field,
            header: column.header,
            sortable: true,
            ...(FORMATS[column.field] ? { format: FORMATS[column.field] } : {}),
            ...(column.width ? { width: column.width } : {}),
          } satisfies Column,
        ]),
      ),
    },
  },
};

/** The engine's table block over one client-side call answering 100,000 rows (virtualized beyond a page). */
const engineTable: BenchCase = {
  element: () => {
    const provider = answerEverything(benchRows(TABLE_ROWS));
    return (
      <I18nextProvider i18n={i18n}>
        <ScreenRenderer definition={definition} scope={{}} dataProvider={provider} navigate={noNavigation} routePath={buildRoutePath} showTitle={false} />
      </I18nextProvider>
    );
  },
  firstSelector: () => '[aria-rowindex="2"]',
  completeSelector: () => '[aria-rowindex="2"]',
  scrollSelector: '[data-block-id="leads"] [role="region"]',
};

export default engineTable;
