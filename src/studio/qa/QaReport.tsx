import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { QaReport as Report } from '../../engine/tooling.ts';
import { QaCoverage } from './QaCoverage.tsx';
import { QaDriftRun, type RunDrift } from './QaDriftRun.tsx';
import { QaParityList } from './QaParityList.tsx';
import { QaStatusTable } from './QaStatusTable.tsx';

export interface QaReportProps {
  /** The report of src/engine/qa-report (buildQaReport), built by the studio server over the landed or published definitions. */
  readonly report: Report;
  /** Runs a drift report for an uploaded contract; without it the page offers no upload. */
  readonly runDrift?: RunDrift;
  /** Shown under the summary: what the report checked and when (the studio's page). */
  readonly children?: ReactNode;
}

/**
 * The studio's QA page body (issue #19): status per screen × OEM × language, config coverage,
 * constraint parity and a drift run for an uploaded contract. The route and the data loading
 * are the studio's.
 */
export function QaReport({ report, runDrift, children }: QaReportProps) {
  const { t } = useTranslation();
  const { summary } = report;
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h5" component="h1">
          {t('QA_TITLE')}
        </Typography>
        <Typography role="status">{t('QA_SUMMARY', summary)}</Typography>
        {children}
      </div>
      <QaStatusTable matrix={report.matrix} />
      {report.coverage && <QaCoverage coverage={report.coverage} />}
      {report.parity && <QaParityList parity={report.parity} />}
      {runDrift && <QaDriftRun runDrift={runDrift} />}
    </Stack>
  );
}
