import { Templates } from '@rjsf/mui';
import type { FieldErrorProps } from '@rjsf/utils';

const MuiFieldErrors = Templates.FieldErrorTemplate!;

/**
 * A field's errors under it, as the MUI theme draws them, except the form's own (the root's):
 * EngineForm shows those above the fields, where a user looks after pressing Save.
 */
export function FieldErrorsTemplate(props: FieldErrorProps) {
  if (props.fieldPathId.path.length === 0) return null;
  return <MuiFieldErrors {...props} />;
}
