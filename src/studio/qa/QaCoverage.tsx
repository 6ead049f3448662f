import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ConfigCoverage } from '../../engine/tooling.ts';

/** The coverage figures, each with the names behind it. */
export function QaCoverage({ coverage }: { coverage: ConfigCoverage }) {
  const { t } = useTranslation();
  const names = (items: readonly string[]) => (items.length ? items.join(', ') : t('QA_NONE'));
  const figures = [
    { id: 'operations', text: t('QA_COVERAGE_OPERATIONS', { called: coverage.operations.length - coverage.uncalledOperations.length, total: coverage.operations.length }), names: coverage.uncalledOperations },
    { id: 'routes', text: t('QA_COVERAGE_ROUTES', { covered: coverage.routes.length - coverage.routesWithoutScreen.length, total: coverage.routes.length }), names: coverage.routesWithoutScreen },
    { id: 'french', text: t('QA_COVERAGE_FRENCH', { count: coverage.i18n.missingInFrench.length }), names: coverage.i18n.missingInFrench },
    { id: 'english', text: t('QA_COVERAGE_ENGLISH', { count: coverage.i18n.missingInEnglish.length }), names: coverage.i18n.missingInEnglish },
    { id: 'unused', text: t('QA_COVERAGE_UNUSED', { count: coverage.i18n.unused.length, total: coverage.i18n.keys }), names: coverage.i18n.unused },
  ];
  const unshown = coverage.responseFields.filter((f) => f.unshown.length);
  return (
    <Box component="section" role="region" aria-labelledby="qa-coverage-heading">
      <Typography id="qa-coverage-heading" variant="h6" component="h2">
        {t('QA_COVERAGE_HEADING')}
      </Typography>
      <List dense>
        {figures.map((figure) => (
          <ListItem key={figure.id} data-figure={figure.id}>
            <ListItemText primary={figure.text} secondary={names(figure.names)} />
          </ListItem>
        ))}
      </List>
      <Typography variant="subtitle1" component="h3">
        {t('QA_COVERAGE_FIELDS')}
      </Typography>
      <List dense aria-label={t('QA_COVERAGE_FIELDS')}>
        {unshown.length === 0 && <ListItem>{t('QA_NONE')}</ListItem>}
        {unshown.map((f) => (
          <ListItem key={`${f.operationId}-${f.part}`}>
            <ListItemText primary={`${f.operationId} (${f.part})`} secondary={f.unshown.join(', ')} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
