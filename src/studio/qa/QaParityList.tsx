import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LocatedParity } from '../../engine/tooling.ts';

const shown = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/** Every screen field looser, stricter or different from its contract field. */
export function QaParityList({ parity }: { parity: readonly LocatedParity[] }) {
  const { t } = useTranslation();
  return (
    <Box component="section" role="region" aria-labelledby="qa-parity-heading">
      <Typography id="qa-parity-heading" variant="h6" component="h2">
        {t('QA_PARITY_HEADING')}
      </Typography>
      {parity.length === 0 ? (
        <Typography>{t('QA_PARITY_NONE')}</Typography>
      ) : (
        <Table size="small" aria-labelledby="qa-parity-heading">
          <TableHead>
            <TableRow>
              <TableCell>{t('QA_PARITY_FIELD')}</TableCell>
              <TableCell>{t('QA_PARITY_CONTRACT')}</TableCell>
              <TableCell>{t('QA_PARITY_RULE')}</TableCell>
              <TableCell>{t('QA_PARITY_SCREEN_VALUE')}</TableCell>
              <TableCell>{t('QA_PARITY_CONTRACT_VALUE')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {parity.map((p) => (
              <TableRow key={`${p.file}${p.pointer}${p.contractField}${p.keyword}`}>
                <TableCell>{`${p.file}:${p.pointer}`}</TableCell>
                <TableCell>{`${p.operationId} ${p.contractField}`}</TableCell>
                <TableCell>{`${p.keyword} ${t(`QA_PARITY_${p.direction.toUpperCase()}`)}`}</TableCell>
                <TableCell>{shown(p.screen)}</TableCell>
                <TableCell>{shown(p.contract)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
