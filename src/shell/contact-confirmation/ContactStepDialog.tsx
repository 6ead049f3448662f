import Button from '@mui/material/Button';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EngineForm, type FormData, type PathMessage } from '../../engine/index.ts';
import { StepDialogFrame, type StepDialogFrameProps } from './step-dialog-frame.tsx';
import type { StepForm } from './contact-forms.ts';

export interface ContactStepDialogProps<F extends string> extends Omit<StepDialogFrameProps, 'children'> {
  /** Unique per step: the fields' ids start with it. */
  readonly idPrefix: string;
  readonly form: StepForm<F>;
  readonly initialData: Partial<Record<F, string>>;
  readonly serverErrors: readonly PathMessage[];
  readonly submitLabel: string;
  readonly busy: boolean;
  onSubmit(values: Record<F, string>): void;
}

/**
 * A form step (contact details, authorized contact) drawn by the engine's form: the shared
 * rules' messages per field on blur and on submit, trimmed values, the server's 400 field errors
 * on their fields.
 */
export function ContactStepDialog<F extends string>({
  idPrefix,
  form,
  initialData,
  serverErrors,
  submitLabel,
  busy,
  onSubmit,
  ...frame
}: ContactStepDialogProps<F>) {
  const { t } = useTranslation();
  const submit = useCallback((data: FormData) => onSubmit(data as Record<F, string>), [onSubmit]);
  const { onCancel } = frame;
  // A stable element: the engine's form compares its props on every update.
  const cancel = useMemo(
    () => (
      <Button variant="outlined" onClick={onCancel} disabled={busy}>
        {t('CANCEL')}
      </Button>
    ),
    [onCancel, busy, t],
  );
  return (
    <StepDialogFrame {...frame}>
      <EngineForm
        schema={form.schema}
        uiSchema={form.uiSchema}
        initialData={initialData}
        idPrefix={idPrefix}
        serverErrors={serverErrors}
        onSubmit={submit}
        submitLabel={submitLabel}
        disabled={busy}
        trim
        actions={cancel}
      />
    </StepDialogFrame>
  );
}
