import Link from '@mui/material/Link';
import type { ValueFormat } from '../../definition/index.ts';
import { formatValue, type FormatContext } from './format-value.ts';
import { ProgressValue } from './ProgressValue.tsx';

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/**
 * A formatted value; links and e-mail addresses are anchors. Only http(s) and mailto targets
 * become links: a `javascript:` URL in data must never be clickable. A `progress` value is a bar
 * named by `label` (the field's or column's own label). `linkText` reads in place of a link's
 * address (a signed file address says nothing to the reader).
 */
export function FormattedValue({
  value,
  format,
  context,
  label,
  linkText,
}: {
  value: unknown;
  format: ValueFormat | undefined;
  context: FormatContext;
  label?: string;
  linkText?: string;
}) {
  const text = formatValue(value, format, context);
  if (format === 'progress' && typeof value === 'number' && Number.isFinite(value)) return <ProgressValue value={value} text={text} label={label} />;
  if (format === 'link' && typeof value === 'string' && SAFE_LINK.test(value)) {
    return (
      <Link href={value} target="_blank" rel="noopener noreferrer">
        {linkText ?? text}
      </Link>
    );
  }
  if (format === 'email' && typeof value === 'string' && value.includes('@')) {
    return <Link href={`mailto:${value}`}>{text}</Link>;
  }
  return <>{text}</>;
}
