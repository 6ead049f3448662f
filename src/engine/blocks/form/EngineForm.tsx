import { forwardRef, memo, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import MuiForm from '@rjsf/mui';
import type Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import { deepEquals, type ErrorSchema, type RJSFSchema, type RJSFValidationError, type UiSchema } from '@rjsf/utils';
import { createDraftRegistry, DraftRegistryContext } from './draft-flush.ts';
import { DraftInputTemplate } from './DraftInputTemplate.tsx';
import { ObjectFieldsTemplate } from './ObjectFieldsTemplate.tsx';
import { TitleFieldTemplate } from './TitleFieldTemplate.tsx';
import { DescriptionFieldTemplate } from './DescriptionFieldTemplate.tsx';
import { ENGINE_FIELDS } from './engine-fields.ts';
import { FieldErrorsTemplate } from './FieldErrorsTemplate.tsx';
import { errorSchemaOf, fieldIdOf, mergeErrorSchemas, pickErrors, type PathMessage } from './error-schema.ts';
import { createFieldReveal, FieldRevealContext } from './progressive-fields.ts';
import { useFormValidator } from './use-form-validator.ts';
import { whenIdle } from './when-idle.ts';

export type FormData = Record<string, unknown>;

export interface EngineFormProps {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  /** The starting values; later changes of this prop are ignored (remount with a key to reset). */
  initialData?: FormData;
  /** Prefix of the field ids, unique per screen (the block id), so two forms never share an id. */
  idPrefix: string;
  /** Messages the server gave for fields of the last submit (400), by the form's field paths. */
  serverErrors?: readonly PathMessage[];
  /** Called with valid data; the fields' committed values, drafts included. */
  onSubmit: (data: FormData) => void;
  /** Called when a value is committed (blur, a choice), for `$form` bindings elsewhere on the screen. */
  onDataChange?: (data: FormData) => void;
  /** The submit button's text (translated); null for no button (the wizard brings its own). */
  submitLabel: string | null;
  disabled?: boolean;
  /**
   * The form cannot be judged yet (its choices are on their way): the submit button is disabled
   * and Enter sends nothing. Submitted against the schema of the moment, its errors would show
   * and vanish when the choices arrive (RJSF resets a submit's errors when its schema changes),
   * leaving a click on the button with nothing to show for it.
   */
  holdSubmit?: boolean;
  /** Extra buttons beside the submit button. */
  actions?: ReactNode;
  /** Commits text without surrounding blanks, so validation and submit see it trimmed. */
  trim?: boolean;
}

export interface EngineFormHandle {
  /** Flushes the drafts, validates everything and, when valid, calls onSubmit. */
  submit(): void;
  /**
   * Gives these fields these values, as if chosen, and reports the data (onDataChange); every
   * other field stays as it is, with what is being typed in it. A remount would drop that text.
   */
  merge(values: FormData): void;
}

const TEMPLATES = { BaseInputTemplate: DraftInputTemplate, ObjectFieldTemplate: ObjectFieldsTemplate, FieldErrorTemplate: FieldErrorsTemplate, TitleFieldTemplate, DescriptionFieldTemplate };
const ID_SEPARATOR = '_';
/**
 * A `const` is a rule, not a starting value: terms that must be accepted (`const: true`) start
 * unticked, and a select of `oneOf` consts starts empty rather than on its first option.
 */
const FORM_STATE_BEHAVIOR = { constAsDefaults: 'never' } as const;

/**
 * A press on one of the form's buttons leaves the focus in the field being edited. Otherwise the
 * field blurs on mouse-down, its errors appear or clear, the buttons below move, and the
 * mouse-up lands beside the button: Chromium then drops the click. The click itself commits the
 * draft and validates (a submit validates every field), so nothing is skipped.
 */
/**
 * The errors of a submit that belong to no field: the form's own (a root `oneOf`, `anyOf`, `not`,
 * a dependency), and a schema that does not compile, which would otherwise leave Save doing
 * nothing with nothing said. They show above the fields.
 */
function fieldlessMessages(errors: readonly RJSFValidationError[], schemaError: string): string[] {
  const messages = errors.flatMap((error) => {
    const property = error.property ?? '';
    if (property !== '' && property !== '.') return [];
    if (error.name === undefined) {
      console.error('A form schema does not compile:', error.stack);
      return [schemaError];
    }
    return [error.message ?? error.stack];
  });
  return [...new Set(messages)];
}

function keepFieldFocus(event: MouseEvent<HTMLElement>): void {
  if (event.button === 0 && (event.target as HTMLElement).closest('button')) event.preventDefault();
}

/**
 * A form over RJSF with the MUI theme and the shared rules, tuned so a keystroke re-renders one
 * input (see DraftInputTemplate) and validation runs per field on blur, not per keystroke:
 *
 * - before the first submit, a blurred field shows its own errors only (the fields the user has
 *   not reached yet stay quiet); the schema is validated whole, which compiled ajv does in
 *   microseconds, and only the touched fields' errors are kept;
 * - a submit validates everything and shows every error; from then on each blur revalidates
 *   the whole form (RJSF's `liveValidate: 'onBlur'`), so fixed fields clear at once;
 * - the server's 400 field errors show on their fields until that field is changed.
 */
export const EngineForm = memo(
  forwardRef<EngineFormHandle, EngineFormProps>(function EngineForm(props, ref) {
    const { schema, uiSchema, initialData, idPrefix, serverErrors, onSubmit, onDataChange, submitLabel, disabled, holdSubmit = false, actions, trim = false } = props;
    const validator = useFormValidator();
    const { t } = useTranslation();
    const [formErrors, setFormErrors] = useState<readonly string[]>([]);
    const formRef = useRef<Form<unknown, RJSFSchema> | null>(null);
    const drafts = useMemo(() => createDraftRegistry(trim), [trim]);
    const reveal = useMemo(createFieldReveal, []);
    const latestData = useRef<FormData>(initialData ?? {});
    // Controlled with the object RJSF reported, which RJSF recognises as its own: an uncontrolled
    // form re-derives its state from the `formData` prop whenever any prop changes (new errors,
    // live validation switched on), which would put the starting values back over the user's.
    const [formData, setFormData] = useState<FormData | undefined>(initialData);
    const touched = useRef(new Set<string>());
    const [submitted, setSubmitted] = useState(false);
    const [blurCheck, setBlurCheck] = useState(0);
    const [blurErrors, setBlurErrors] = useState<ErrorSchema>({});
    const [changedSinceServer, setChangedSinceServer] = useState<ReadonlySet<string>>(new Set());

    // merge() reports through the latest onDataChange without being made anew for each one.
    const reportData = useRef(onDataChange);
    useLayoutEffect(() => {
      reportData.current = onDataChange;
    });
    useImperativeHandle(
      ref,
      () => ({
        submit: () => formRef.current?.submit(),
        merge: (values) => {
          latestData.current = { ...latestData.current, ...values };
          setFormData(latestData.current);
          reportData.current?.(latestData.current);
        },
      }),
      [],
    );

    useEffect(() => setChangedSinceServer(new Set()), [serverErrors]);

    // ajv compiles a schema on its first validation, which for a form of hundreds of fields
    // takes long enough to notice; done while the page is idle, the first blur and the first
    // submit find it compiled (the validator keeps it per schema object).
    useEffect(() => whenIdle(() => validator.validateFormData(undefined, schema)), [validator, schema]);

    // Runs after the blur's commit has reached RJSF's state and been reported through onChange.
    useEffect(() => {
      if (blurCheck === 0 || submitted) return;
      const { errorSchema } = validator.validateFormData(latestData.current, schema);
      const next = pickErrors(errorSchema, (path) => touched.current.has(fieldIdOf(path, idPrefix, ID_SEPARATOR)));
      setBlurErrors((current) => (deepEquals(current, next) ? current : next));
    }, [blurCheck, submitted, validator, schema, idPrefix]);

    const serverErrorSchema = useMemo(() => {
      const shown = (serverErrors ?? []).filter(
        ({ field }) => !changedSinceServer.has(fieldIdOf(field.split('.'), idPrefix, ID_SEPARATOR)),
      );
      return errorSchemaOf(shown);
    }, [serverErrors, changedSinceServer, idPrefix]);

    // A stable identity while nothing changed: RJSF re-merges its errors whenever this object is new.
    const extraErrors = useMemo(
      () => mergeErrorSchemas(serverErrorSchema, submitted ? undefined : blurErrors),
      [serverErrorSchema, blurErrors, submitted],
    );

    const handleChange = useCallback(
      (event: IChangeEvent<unknown, RJSFSchema>, id?: string) => {
        latestData.current = (event.formData ?? {}) as FormData;
        setFormData(event.formData as FormData | undefined);
        if (id) {
          setChangedSinceServer((current) => (current.has(id) ? current : new Set([...current, id])));
        }
        onDataChange?.(latestData.current);
        setFormErrors((current) => (current.length ? [] : current));
      },
      [onDataChange],
    );

    const handleBlur = useCallback((id: string) => {
      touched.current.add(id);
      setBlurCheck((count) => count + 1);
    }, []);

    const handleSubmit = useCallback(
      (event: IChangeEvent<unknown, RJSFSchema>) => {
        latestData.current = (event.formData ?? {}) as FormData;
        setFormErrors([]);
        onSubmit(latestData.current);
      },
      [onSubmit],
    );

    const handleError = useCallback(
      (errors: RJSFValidationError[]) => {
        setSubmitted(true);
        setFormErrors(fieldlessMessages(errors, t('FORM_SCHEMA_INVALID')));
        // RJSF focuses the first invalid field; once the errors are drawn, bring it into view (the
        // page's scroll padding keeps it below the sticky header). Focus alone left a field far up
        // a long form out of sight.
        requestAnimationFrame(() => {
          const focused = document.activeElement;
          const form = formRef.current?.formElement.current;
          // jsdom (component tests) has no scrolling.
          if (focused instanceof HTMLElement && form?.contains(focused)) focused.scrollIntoView?.({ block: 'nearest' });
        });
      },
      [t],
    );

    // RJSF compares its props deeply on every update; a stable element keeps that cheap.
    const buttons = useMemo(
      () =>
        submitLabel === null && !actions ? (
          <></>
        ) : (
          <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }} onMouseDown={keepFieldFocus}>
            {submitLabel === null ? null : (
              <Button type="submit" variant="contained" disabled={disabled || holdSubmit}>
                {submitLabel}
              </Button>
            )}
            {actions}
          </Box>
        ),
      [submitLabel, actions, disabled, holdSubmit],
    );

    // Capture runs before RJSF's own submit handler: the focused field's draft is part of the
    // submit, and every field of a large form is mounted, so the first error can take the focus.
    const beforeSubmit = useCallback(
      (event: FormEvent) => {
        if (holdSubmit) {
          // Stopped before RJSF's own handler: nothing is validated or sent.
          event.preventDefault();
          event.stopPropagation();
          return;
        }
        drafts.flushAll();
        flushSync(reveal.revealAll);
      },
      [drafts, reveal, holdSubmit],
    );

    return (
      <DraftRegistryContext.Provider value={drafts}>
        <FieldRevealContext.Provider value={reveal}>
          <Box onSubmitCapture={beforeSubmit}>
            {formErrors.length ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {formErrors.map((message) => (
                  <div key={message}>{message}</div>
                ))}
              </Alert>
            ) : null}
            <MuiForm
              ref={formRef}
              schema={schema}
              uiSchema={uiSchema}
              formData={formData}
              validator={validator}
              templates={TEMPLATES}
              fields={ENGINE_FIELDS}
              idPrefix={idPrefix}
              idSeparator={ID_SEPARATOR}
              extraErrors={extraErrors}
              liveValidate={submitted ? 'onBlur' : false}
              showErrorList={false}
              focusOnFirstError
              noHtml5Validate
              experimental_defaultFormStateBehavior={FORM_STATE_BEHAVIOR}
              disabled={disabled}
              onChange={handleChange}
              onBlur={handleBlur}
              onSubmit={handleSubmit}
              onError={handleError}
            >
              {buttons}
            </MuiForm>
          </Box>
        </FieldRevealContext.Provider>
      </DraftRegistryContext.Provider>
    );
  }),
);
