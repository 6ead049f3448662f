import { useState } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatIssue, type DriftReport } from '../../engine/tooling.ts';

/** What the page calls with an uploaded contract file: the studio server bundles it (YAML $refs resolve in Node) and runs the drift. */
export type RunDrift = (file: File) => Promise<{ label: string; report: DriftReport }>;

type State = { phase: 'idle' } | { phase: 'running'; file: string } | { phase: 'failed'; message: string } | { phase: 'done'; label: string; report: DriftReport };

/** Upload a changed contract, see which screens, OEMs and overlays it breaks and why. */
export function QaDriftRun({ runDrift }: { runDrift: RunDrift }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setState({ phase: 'running', file: file.name });
    try {
      setState({ phase: 'done', ...(await runDrift(file)) });
    } catch (error) {
      setState({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <Box component="section" role="region" aria-labelledby="qa-drift-heading">
      <Typography id="qa-drift-heading" variant="h6" component="h2">
        {t('QA_DRIFT_HEADING')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('QA_DRIFT_HINT')}</Typography>
      <Button variant="outlined" component="label" disabled={state.phase === 'running'}>
        {t('QA_DRIFT_UPLOAD')}
        <input hidden type="file" accept=".yaml,.yml,.json" aria-label={t('QA_DRIFT_UPLOAD')} onChange={(e) => void upload(e.target.files?.[0])} />
      </Button>
      {state.phase === 'running' && <Typography role="status">{t('QA_DRIFT_RUNNING', { file: state.file })}</Typography>}
      {state.phase === 'failed' && <Alert severity="error">{t('QA_DRIFT_FAILED', { message: state.message })}</Alert>}
      {state.phase === 'done' && <DriftResult label={state.label} report={state.report} />}
    </Box>
  );
}

function DriftResult({ label, report }: { label: string; report: DriftReport }) {
  const { t } = useTranslation();
  const broken = report.brokenScreens.length > 0;
  return (
    <Box role="region" aria-label={t('QA_DRIFT_HEADING')}>
      <Alert severity={broken ? 'error' : 'success'} sx={{ mt: 1 }}>
        {broken ? t('QA_DRIFT_BREAKS', { label, screens: report.brokenScreens.join(', '), oems: report.brokenOems.join(', ') || t('QA_NONE') }) : t('QA_DRIFT_NOTHING', { label })}
        {report.brokenOverlays.length > 0 && <div>{t('QA_DRIFT_OVERLAYS', { overlays: report.brokenOverlays.join(', ') })}</div>}
      </Alert>
      <List dense>
        {report.entries.flatMap((entry) => [
          ...entry.broken.map((issue) => (
            <ListItem key={`b-${entry.screenId}-${entry.oem ?? ''}-${formatIssue(issue)}`}>
              <ListItemText primary={`${t('QA_DRIFT_BROKEN')} ${entry.screenId}${entry.oem ? ` × ${entry.oem}` : ''}`} secondary={formatIssue(issue)} />
            </ListItem>
          )),
          ...entry.fixed.map((issue) => (
            <ListItem key={`f-${entry.screenId}-${entry.oem ?? ''}-${formatIssue(issue)}`}>
              <ListItemText primary={`${t('QA_DRIFT_FIXED')} ${entry.screenId}${entry.oem ? ` × ${entry.oem}` : ''}`} secondary={formatIssue(issue)} />
            </ListItem>
          )),
        ])}
      </List>
    </Box>
  );
}
