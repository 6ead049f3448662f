import { useMemo, useState } from 'react';
import { Alert, Box, Button, FormControlLabel, Switch, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatIssue, QA_LANGUAGES, type MatrixRow, type StatusMatrix } from '../../engine/tooling.ts';

const cellKey = (screenId: string, oem: string | null, language: string) => `${screenId}\u0000${oem ?? ''}\u0000${language}`;

/** Every screen × OEM × language with its status; a cell with problems opens their list. */
export function QaStatusTable({ matrix }: { matrix: StatusMatrix }) {
  const { t } = useTranslation();
  const [onlyFailing, setOnlyFailing] = useState(false);
  const [open, setOpen] = useState<MatrixRow | undefined>();
  const oems = useMemo(() => [...new Set(matrix.rows.map((r) => r.oem))], [matrix]);
  const cells = useMemo(() => new Map(matrix.rows.map((r) => [cellKey(r.screenId, r.oem, r.language), r])), [matrix]);
  const screens = useMemo(() => {
    const ids = [...new Set(matrix.rows.map((r) => r.screenId))].sort();
    return onlyFailing ? ids.filter((id) => matrix.rows.some((r) => r.screenId === id && r.status === 'error')) : ids;
  }, [matrix, onlyFailing]);
  const oemName = (oem: string | null) => oem ?? t('QA_NO_OEM');
  const others = [...matrix.skins.flatMap((s) => s.problems), ...matrix.unattributed];

  return (
    <Box component="section" role="region" aria-labelledby="qa-status-heading">
      <Typography id="qa-status-heading" variant="h6" component="h2">
        {t('QA_STATUS_HEADING')}
      </Typography>
      <FormControlLabel control={<Switch checked={onlyFailing} onChange={(e) => setOnlyFailing(e.target.checked)} />} label={t('QA_ONLY_FAILING')} />
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="qa-status-heading">
          <TableHead>
            <TableRow>
              <TableCell rowSpan={2}>{t('QA_SCREEN')}</TableCell>
              {oems.map((oem) => (
                <TableCell key={oem ?? ''} colSpan={QA_LANGUAGES.length} align="center">
                  {oemName(oem)}
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              {oems.flatMap((oem) => QA_LANGUAGES.map((language) => <TableCell key={`${oem ?? ''}-${language}`}>{language}</TableCell>))}
            </TableRow>
          </TableHead>
          <TableBody>
            {screens.map((screenId) => (
              <TableRow key={screenId}>
                <TableCell component="th" scope="row">
                  {screenId}
                </TableCell>
                {oems.flatMap((oem) =>
                  QA_LANGUAGES.map((language) => {
                    const row = cells.get(cellKey(screenId, oem, language));
                    const label = `${screenId} ${oemName(oem)} ${language}${row?.hidden ? ` (${t('QA_HIDDEN')})` : ''}`;
                    return (
                      <TableCell key={`${oem ?? ''}-${language}`}>
                        {row?.status === 'error' ? (
                          <Button size="small" color="error" aria-label={`${label}: ${t('QA_STATUS_PROBLEMS', { count: row.problems.length })}`} onClick={() => setOpen(row)}>
                            {t('QA_STATUS_PROBLEMS', { count: row.problems.length })}
                          </Button>
                        ) : (
                          <span aria-label={`${label}: ${t('QA_STATUS_OK')}`}>{row?.hidden ? `${t('QA_STATUS_OK')} (${t('QA_HIDDEN')})` : t('QA_STATUS_OK')}</span>
                        )}
                      </TableCell>
                    );
                  }),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {open && (
        <Alert severity="error" onClose={() => setOpen(undefined)} sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="h3">
            {t('QA_PROBLEMS_OF', { screen: open.screenId, oem: oemName(open.oem), language: open.language })}
          </Typography>
          <ul>
            {open.problems.map((problem) => (
              <li key={formatIssue(problem)}>{formatIssue(problem)}</li>
            ))}
          </ul>
        </Alert>
      )}
      {others.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="h3">
            {t('QA_OTHER_PROBLEMS')}
          </Typography>
          <ul>
            {others.map((problem) => (
              <li key={formatIssue(problem)}>{formatIssue(problem)}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Box>
  );
}
