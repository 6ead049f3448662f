import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, LinearProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isCallError } from '../../engine/index.ts';
import type { RunDrift } from './QaDriftRun.tsx';
import { QaReport } from './QaReport.tsx';
import type { QaCalls, QaDefinitions, QaReportView } from './qa-calls.ts';

type State = { phase: 'loading' } | { phase: 'failed'; message: string } | { phase: 'done'; view: QaReportView };

/**
 * The studio's QA workbench (issue #19, `/studio/qa`): the server's QA report of the landed
 * definitions or of what the portal serves, and drift runs for an uploaded contract.
 */
export function QaPage({ calls }: { calls: QaCalls }) {
  const { t, i18n } = useTranslation();
  const [definitions, setDefinitions] = useState<QaDefinitions>('landed');
  const [state, setState] = useState<State>({ phase: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ phase: 'loading' });
    calls.report(definitions).then(
      (view) => current && setState({ phase: 'done', view }),
      (error: Error) => current && setState({ phase: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [calls, definitions]);

  /** The server's field errors, in the page's language (the English text carries the server's detail, such as the parser's reason). */
  const reason = useCallback(
    (error: unknown) => {
      if (!isCallError(error) || !error.fieldErrors.length) return error instanceof Error ? error.message : String(error);
      return error.fieldErrors.map((e) => (i18n.language !== 'en' && e.messageKey && i18n.exists(e.messageKey) ? t(e.messageKey) : e.message)).join(' ');
    },
    [i18n, t],
  );

  const runDrift: RunDrift = useCallback(
    async (file) => {
      try {
        const answer = await calls.drift(file, definitions);
        return { label: t('QA_DRIFT_LABEL', { file: answer.fileName, contract: answer.contract }), report: answer.report };
      } catch (error) {
        throw new Error(reason(error));
      }
    },
    [calls, definitions, reason, t],
  );

  const choice = (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={definitions}
      aria-label={t('QA_DEFINITIONS')}
      onChange={(_, value: QaDefinitions | null) => value && setDefinitions(value)}
      sx={{ mt: 1 }}
    >
      <ToggleButton value="landed">{t('QA_DEFINITIONS_LANDED')}</ToggleButton>
      <ToggleButton value="published">{t('QA_DEFINITIONS_PUBLISHED')}</ToggleButton>
    </ToggleButtonGroup>
  );

  if (state.phase !== 'done') {
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('QA_TITLE')}
        </Typography>
        <Box>{choice}</Box>
        {state.phase === 'loading' && (
          <Box>
            <Typography role="status">{t('QA_LOADING')}</Typography>
            <LinearProgress aria-label={t('QA_LOADING')} />
          </Box>
        )}
        {state.phase === 'failed' && <Alert severity="error">{t('QA_LOAD_FAILED', { message: state.message })}</Alert>}
      </Stack>
    );
  }
  const { view } = state;
  const layers = view.publishedLayers.map((l) => `${l.screenId} ${l.layer} v${l.version}`).join(', ');
  return (
    <QaReport report={view.report} runDrift={runDrift}>
      <Typography variant="body2" color="text.secondary">
        {t('QA_CHECKED_AT', { when: new Date(view.checkedAt).toLocaleString(i18n.language) })}
      </Typography>
      {view.definitions === 'published' && layers && (
        <Typography variant="body2" color="text.secondary">
          {t('QA_PUBLISHED_LAYERS', { layers })}
        </Typography>
      )}
      <Box>{choice}</Box>
    </QaReport>
  );
}
