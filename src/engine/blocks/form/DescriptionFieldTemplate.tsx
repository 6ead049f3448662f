import Typography from '@mui/material/Typography';
import { RichDescription } from '@rjsf/core';
import type { DescriptionFieldProps } from '@rjsf/utils';

/**
 * A field's description, as @rjsf/mui draws it but as text, not a heading: its subtitle2 style
 * is an h6 there, which puts a heading without content in the outline (axe heading-order).
 */
export function DescriptionFieldTemplate({ id, description, registry, uiSchema }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Typography id={id} variant="subtitle2" component="div" sx={{ mt: 0.625 }}>
      <RichDescription description={description} registry={registry} uiSchema={uiSchema} />
    </Typography>
  );
}
