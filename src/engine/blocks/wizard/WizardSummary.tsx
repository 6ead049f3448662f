import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RJSFSchema } from '@rjsf/utils';
import type { Choice } from '../form/apply-options.ts';
import { formatValue, type FormatContext } from '../format/format-value.ts';
import type { ActiveStep } from './wizard-steps.ts';

export interface WizardSummaryProps {
  readonly steps: readonly ActiveStep[];
  readonly values: Readonly<Record<string, unknown>>;
  /** Each step's translated schema, for field titles and enum labels. */
  readonly schemas: Readonly<Record<string, RJSFSchema>>;
  readonly choices: Readonly<Record<string, readonly Choice[]>>;
  readonly format: FormatContext;
}

/** Every answer by step and field title, read-only, before the one final submit. */
export function WizardSummary({ steps, values, schemas, choices, format }: WizardSummaryProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {steps.map(({ id, step }) => (
        <Box key={id} component="section" aria-label={t(step.title)}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t(step.title)}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
            {fieldRows(schemas[id] ?? {}, values, choices, format, t)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function fieldRows(
  schema: RJSFSchema,
  values: Readonly<Record<string, unknown>>,
  choices: Readonly<Record<string, readonly Choice[]>>,
  format: FormatContext,
  t: (key: string) => string,
  prefix = '',
): ReactNode[] {
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  return Object.entries(properties).flatMap(([name, field]): ReactNode[] => {
    const path = prefix ? `${prefix}.${name}` : name;
    const value = values[name];
    if (field.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
      return fieldRows(field, value as Record<string, unknown>, choices, format, t, path);
    }
    return [
      <Box key={path} sx={{ display: 'contents' }}>
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          {field.title ?? name}
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {answerText(field, value, choices[path], format, t) || '–'}
        </Box>
      </Box>,
    ];
  });
}

/** An answer as the user chose it: the label of a choice, Yes/No, a list joined. */
function answerText(field: RJSFSchema, value: unknown, choices: readonly Choice[] | undefined, format: FormatContext, t: (key: string) => string): string {
  const options = [
    ...(choices ?? []),
    ...((field.oneOf ?? (field.items as RJSFSchema | undefined)?.oneOf ?? []) as RJSFSchema[]).map((option) => ({ value: option.const, label: String(option.title ?? option.const) })),
  ];
  const labelOf = (item: unknown) => options.find((option) => option.value === item)?.label ?? item;
  if (Array.isArray(value)) return formatValue(value.map(labelOf), 'list', format);
  if (typeof value === 'boolean') return value ? t('YES') : t('NO');
  return formatValue(labelOf(value), 'text', format);
}
