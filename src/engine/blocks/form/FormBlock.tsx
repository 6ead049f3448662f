import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import type { FormBlock as FormBlockDefinition } from '../../definition/index.ts';
import { evaluateCondition } from '../../bindings/index.ts';
import { isCallError } from '../../data/call-error.ts';
import { useDataProvider } from '../../data/data-provider-context.tsx';
import { TimedMessageBanner } from '../../messages/TimedMessageBanner.tsx';
import { useTimedMessage } from '../../messages/use-timed-message.ts';
import { failureText, successText } from '../../renderer/call-messages.ts';
import { NOT_READY, readWhenReady } from '../../renderer/read-when-ready.ts';
import { resolveCall } from '../../renderer/resolve-call.ts';
import { useBindingScope } from '../../renderer/use-binding-scope.ts';
import { useBlockData } from '../../renderer/use-block-data.ts';
import { useOutcome } from '../../renderer/use-outcome.ts';
import type { BlockRendererProps } from '../../registry.ts';
import { ActionButton } from '../actions/ActionButton.tsx';
import { BlockError } from '../unknown/BlockError.tsx';
import { EngineForm } from './EngineForm.tsx';
import type { PathMessage } from './error-schema.ts';
import { callValues, schemaValues, type Values } from './form-values.ts';
import { placeServerErrors } from './submit-outcome.ts';
import { FieldSearchContext, type FieldSearch } from './field-search-context.ts';
import { useFieldChoices } from './use-field-choices.ts';
import { fieldsAwaitingChoices, withAwaitedChoices } from './awaited-choices.ts';
import { useShownFields } from './use-shown-fields.ts';
import { useFieldSchemas } from './use-field-schemas.ts';

/**
 * A form block: loads the record to edit (optional), shows the fields (validated per field on
 * blur, all on submit), sends the values to the bound operation, shows the spec's message for
 * 5 s, puts a 400's field errors on their fields and applies the outcome.
 */
export default function FormBlock({ id, block }: BlockRendererProps<FormBlockDefinition>) {
  const { t } = useTranslation();
  const provider = useDataProvider();
  const applyOutcome = useOutcome();
  const { message, show, clear } = useTimedMessage();
  const scope = useBindingScope(block);
  const loadOptions = useMemo(() => ({ scope }), [scope]);
  const loaded = useBlockData(id, block.load, loadOptions);

  const startValues = useMemo((): Values | undefined => {
    if (block.load && loaded.data === undefined) return undefined;
    const source = block.initialValues ? readWhenReady(block.initialValues, scope) : loaded.data;
    if (source === NOT_READY) return undefined;
    return schemaValues(source ?? {}, block.schema);
  }, [block.load, block.initialValues, block.schema, loaded.data, scope]);

  // The first values found are the form's starting values; later data (a reload after saving)
  // must not reset what the user sees.
  const initial = useRef<Values | undefined>(undefined);
  if (!initial.current && startValues) initial.current = startValues;
  const [values, setValues] = useState<Values>({});
  const formScope = useMemo(() => ({ ...scope, form: { ...initial.current, ...values } }), [scope, values]);
  const { choices, settled, loading: choicesLoading } = useFieldChoices(block.options, formScope);
  const search = useMemo<FieldSearch>(() => ({ options: block.options ?? {}, scope: formScope }), [block.options, formScope]);
  const shown = useShownFields(block.schema, block.uiSchema, scope);
  const fields = useFieldSchemas(shown.schema, shown.uiSchema, choices);
  const awaited = fieldsAwaitingChoices(block.options, settled).join('\n');
  const uiSchema = useMemo(
    () => (awaited ? withAwaitedChoices(fields.uiSchema, awaited.split('\n'), t('LOADING')) : fields.uiSchema),
    [fields.uiSchema, awaited, t],
  );
  const [serverErrors, setServerErrors] = useState<readonly PathMessage[]>([]);
  const [busy, setBusy] = useState(false);
  // A user the server would refuse sees the values and nothing to change them with (`readOnly`).
  const readOnly = useMemo(() => (block.readOnly ? evaluateCondition(block.readOnly, scope) : false), [block.readOnly, scope]);

  const submit = useCallback(
    async (data: Values) => {
      const sent = callValues(data, block.schema, block.transient);
      const callScope = { ...scope, form: sent };
      setBusy(true);
      setServerErrors([]);
      try {
        const resolved = resolveCall(block.submit, callScope);
        const response = await provider.call(resolved.operationId, resolved.request, { silent: resolved.silent });
        const text = successText(block.messages, response, t);
        if (text) show('success', text);
        applyOutcome(block.onSuccess, { ...callScope, response }, text ? { severity: 'success', text } : undefined);
      } catch (error) {
        if (isCallError(error) && error.fieldErrors.length > 0) {
          const { onFields, general } = placeServerErrors(block.submit, error, t);
          setServerErrors(onFields);
          if (general.length > 0) show('error', general.join(' '));
        } else {
          show('error', failureText(block.messages, t, error));
          if (!isCallError(error)) console.error(`Form "${id}" could not be sent`, error);
        }
      } finally {
        setBusy(false);
      }
    },
    [block, scope, provider, t, show, applyOutcome, id],
  );

  const latestSubmit = useRef(submit);
  latestSubmit.current = submit;
  const readOnlyRef = useRef(readOnly);
  readOnlyRef.current = readOnly;
  const onSubmit = useCallback((data: Values) => {
    // Enter in a field submits a form even without its button; a read-only form sends nothing.
    if (!readOnlyRef.current) void latestSubmit.current(data);
  }, []);
  const cancel = useMemo(
    () => (block.cancel ? <ActionButton action={block.cancel} scope={scope} showMessage={show} /> : undefined),
    [block.cancel, scope, show],
  );

  if (loaded.error) return <BlockError text={failureText(undefined, t)} detail={loaded.error instanceof Error ? loaded.error.message : undefined} />;
  if (!initial.current) return <Skeleton variant="rectangular" height={160} role="progressbar" aria-label={t('LOADING')} />;

  return (
    <Box>
      <TimedMessageBanner message={message} onClose={clear} />
      {readOnly && block.readOnlyHint ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(block.readOnlyHint)}
        </Alert>
      ) : null}
      <FieldSearchContext.Provider value={search}>
        <EngineForm
          schema={fields.schema}
          uiSchema={uiSchema}
          initialData={initial.current}
          idPrefix={id}
          serverErrors={serverErrors}
          onSubmit={onSubmit}
          onDataChange={setValues}
          submitLabel={readOnly ? null : t(block.submitLabel ?? 'SAVE')}
          disabled={busy || readOnly}
          holdSubmit={choicesLoading}
          trim={block.trim !== false}
          actions={readOnly ? undefined : cancel}
        />
      </FieldSearchContext.Provider>
      {/* A long call (a 50,000-row file checked row by row) shows it is under way, not a dead button. */}
      {busy ? <LinearProgress sx={{ mt: 1 }} aria-label={t('FORM_SENDING')} /> : null}
    </Box>
  );
}
