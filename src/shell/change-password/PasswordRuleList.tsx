import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_MESSAGE_PARAMS,
  RULE_SATISFIED,
  RULE_VIOLATED,
  type PasswordRuleIndicator,
  type RuleIndicator,
} from '../../rules/index.ts';
import { visuallyHidden } from '../header/visually-hidden.ts';

const STATE_TEXT: Readonly<Record<RuleIndicator, string>> = {
  0: 'CHANGE_PASSWORD_RULE_NEUTRAL',
  1: 'CHANGE_PASSWORD_RULE_MET',
  2: 'CHANGE_PASSWORD_RULE_NOT_MET',
};

function IndicatorIcon({ indicator }: { indicator: RuleIndicator }) {
  const sx = { fontSize: 20, flexShrink: 0 };
  if (indicator === RULE_SATISFIED) return <CheckCircleIcon aria-hidden sx={{ ...sx, color: 'success.main' }} />;
  if (indicator === RULE_VIOLATED) return <CancelIcon aria-hidden sx={{ ...sx, color: 'error.main' }} />;
  return <RadioButtonUncheckedIcon aria-hidden sx={{ ...sx, color: 'text.disabled' }} />;
}

/**
 * One indicator per strength rule (portal-shell §2.5, §4.5): 0 neutral (empty input), 1 green
 * check, 2 red cross. Each rule also says its state in words, so the state is not told by colour
 * alone, and the list is a polite live region: a screen reader hears a rule change as it is typed.
 */
export function PasswordRuleList({ id, indicators }: { id: string; indicators: readonly PasswordRuleIndicator[] }) {
  const { t } = useTranslation();
  const headingId = `${id}-heading`;
  return (
    <Box sx={{ my: 1 }}>
      <Typography id={headingId} variant="body2" sx={{ fontWeight: 600 }}>
        {t('CHANGE_PASSWORD_RULES_HEADING')}
      </Typography>
      <Box component="ul" id={id} aria-labelledby={headingId} aria-live="polite" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {indicators.map(({ rule, messageKey, indicator }) => (
          <Box
            component="li"
            key={rule}
            data-rule={rule}
            data-indicator={indicator}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}
          >
            <IndicatorIcon indicator={indicator} />
            <Typography variant="body2" component="span">
              {t(messageKey, PASSWORD_MESSAGE_PARAMS)}
              <Box component="span" sx={visuallyHidden}>
                {` (${t(STATE_TEXT[indicator])})`}
              </Box>
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
