import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PortalComponents } from '../../api/index.ts';
import { StepDialogFrame, type StepDialogFrameProps } from './step-dialog-frame.tsx';

type BillingConfirmation = PortalComponents['schemas']['BillingConfirmation'];

export interface BillingStepDialogProps extends Omit<StepDialogFrameProps, 'children'> {
  readonly billing: BillingConfirmation;
  readonly busy: boolean;
  /** Absent when the user's menu offers no page to edit billing details on. */
  readonly onEdit: (() => void) | undefined;
  onSkip(): void;
}

/**
 * The billing modal (portal-shell §2.3: "billing contact (with Edit and Skip buttons)"): what is
 * on file, read-only; Edit opens the page where it is changed, Skip keeps it as it is.
 */
export function BillingStepDialog({ billing, busy, onEdit, onSkip, ...frame }: BillingStepDialogProps) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    ...(billing.contactName ? [[t('CONTACT_CONFIRMATION_BILLING_NAME'), billing.contactName] as [string, string]] : []),
    ...(billing.email ? [[t('CONTACT_CONFIRMATION_BILLING_EMAIL'), billing.email] as [string, string]] : []),
    ...(billing.phone ? [[t('CONTACT_CONFIRMATION_BILLING_PHONE'), billing.phone] as [string, string]] : []),
    ...(billing.cardLast4
      ? [[t('CONTACT_CONFIRMATION_BILLING_CARD'), t('CONTACT_CONFIRMATION_BILLING_CARD_ENDING', { last4: billing.cardLast4 })] as [string, string]]
      : []),
    ...(billing.cardExpiry ? [[t('CONTACT_CONFIRMATION_BILLING_EXPIRY'), billing.cardExpiry] as [string, string]] : []),
  ];
  return (
    <StepDialogFrame {...frame}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, my: 2 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {onEdit ? (
          <Button variant="contained" onClick={onEdit} disabled={busy}>
            {t('CONTACT_CONFIRMATION_EDIT')}
          </Button>
        ) : null}
        <Button variant={onEdit ? 'outlined' : 'contained'} onClick={onSkip} disabled={busy}>
          {t('CONTACT_CONFIRMATION_SKIP')}
        </Button>
      </Box>
    </StepDialogFrame>
  );
}
