import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { orderedEntries, type OptionsSource, type WizardBlock as WizardBlockDefinition } from '../../definition/index.ts';
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
import { EngineForm, type EngineFormHandle } from '../form/EngineForm.tsx';
import { applyChoices } from '../form/apply-options.ts';
import type { PathMessage } from '../form/error-schema.ts';
import { callValues, type Values } from '../form/form-values.ts';
import { placeServerErrors } from '../form/submit-outcome.ts';
import { translateSchema, translateUiSchema, withPositionTitles } from '../form/translate-schema.ts';
import { useFieldChoices } from '../form/use-field-choices.ts';
import { fieldsAwaitingChoices, withAwaitedChoices } from '../form/awaited-choices.ts';
import { useFormatContext } from '../format/use-format-context.ts';
import { BlockError } from '../unknown/BlockError.tsx';
import { WizardSummary } from './WizardSummary.tsx';
import { activeSteps, stepFields, stepOfField } from './wizard-steps.ts';

const SUMMARY = '#summary';

/**
 * A wizard: ordered form steps, each validated before Next (the shared rules' messages on its
 * fields), Back without losing answers, steps skipped while their condition holds, an optional
 * read-only summary, and one final submit of every answered step's values merged (`$form`,
 * transient fields left out). A 400 from the submit takes the user to the step of the first
 * field it names, with the server's errors on their fields.
 */
export default function WizardBlock({ id, block }: BlockRendererProps<WizardBlockDefinition>) {
  const { t, i18n } = useTranslation();
  const provider = useDataProvider();
  const applyOutcome = useOutcome();
  const format = useFormatContext();
  const { message, show, clear } = useTimedMessage();
  const scope = useBindingScope(block);
  const loadOptions = useMemo(() => ({ scope }), [scope]);
  const loaded = useBlockData(id, block.load, loadOptions);

  const startValues = useMemo((): Values | undefined => {
    if (block.load && loaded.data === undefined) return undefined;
    const source = block.initialValues ? readWhenReady(block.initialValues, scope) : undefined;
    if (source === NOT_READY) return undefined;
    return source && typeof source === 'object' && !Array.isArray(source) ? { ...(source as Values) } : {};
  }, [block.load, block.initialValues, loaded.data, scope]);

  const [values, setValues] = useState<Values | undefined>(undefined);
  const answers = values ?? startValues;
  const formScope = useMemo(() => ({ ...scope, form: answers ?? {} }), [scope, answers]);
  const steps = useMemo(() => activeSteps(block, formScope), [block, formScope]);
  const [current, setCurrent] = useState<string | undefined>(undefined);
  const [serverErrors, setServerErrors] = useState<readonly PathMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const [generation, setGeneration] = useState(0);
  const formRef = useRef<EngineFormHandle>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const allOptions = useMemo(
    () => Object.assign({}, ...orderedEntries(block.steps).map(([, step]) => step.options ?? {})) as Record<string, OptionsSource>,
    [block.steps],
  );
  const { choices, settled, loading: choicesLoading } = useFieldChoices(allOptions, formScope);
  const choicesKey = JSON.stringify(choices);
  const awaited = fieldsAwaitingChoices(allOptions, settled).join('\n');
  const language = i18n.language;
  const stepSchemas = useMemo(() => {
    const schemas: Record<string, { schema: RJSFSchema; uiSchema: UiSchema }> = {};
    for (const [stepId, step] of orderedEntries(block.steps)) {
      const schema = applyChoices(translateSchema(step.schema, t), choices);
      const uiSchema = withPositionTitles(schema, translateUiSchema(step.uiSchema ?? {}, t));
      schemas[stepId] = { schema, uiSchema: awaited ? withAwaitedChoices(uiSchema, awaited.split('\n'), t('LOADING')) : uiSchema };
    }
    return schemas;
    // choicesKey stands for the choices, whose object is new on every scope change.
  }, [block.steps, t, language, choicesKey, awaited]);

  const stepIds = [...steps.map((step) => step.id), ...(block.summary ? [SUMMARY] : [])];
  const currentId = current && stepIds.includes(current) ? current : stepIds[0];
  const index = currentId ? stepIds.indexOf(currentId) : 0;
  const isLast = index === stepIds.length - 1;

  // Moving between steps moves focus to the new step's heading, so keyboard and screen reader
  // users start at the top of what changed.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [currentId]);
  const goTo = useCallback((stepId: string | undefined) => {
    moved.current = true;
    setCurrent(stepId);
  }, []);

  const merge = useCallback((data: Values) => setValues((existing) => ({ ...(existing ?? startValues), ...data })), [startValues]);

  const submitAll = useCallback(
    async (all: Values) => {
      const answered = Object.fromEntries(steps.flatMap(({ step }) => stepFields(step)).filter((name) => name in all).map((name) => [name, all[name]]));
      const sent = callValues(answered, { type: 'object' }, block.transient);
      const callScope = { ...scope, form: sent };
      setBusy(true);
      setServerErrors([]);
      try {
        const resolved = resolveCall(block.submit, callScope);
        const response = await provider.call(resolved.operationId, resolved.request, { silent: resolved.silent });
        const text = successText(block.messages, response, t);
        if (text) show('success', text);
        // A sent wizard starts over, empty, unless the outcome takes the user elsewhere.
        setValues(undefined);
        setGeneration((count) => count + 1);
        goTo(undefined);
        applyOutcome(block.onSuccess, { ...callScope, response }, text ? { severity: 'success', text } : undefined);
      } catch (error) {
        if (isCallError(error) && error.fieldErrors.length > 0) {
          const { onFields, general } = placeServerErrors(block.submit, error, t);
          setServerErrors(onFields);
          const first = onFields.map(({ field }) => stepOfField(steps, field)).find(Boolean);
          if (first) goTo(first);
          if (general.length > 0 || !first) show('error', general.length > 0 ? general.join(' ') : failureText(block.messages, t));
        } else {
          show('error', failureText(block.messages, t, error));
          if (!isCallError(error)) console.error(`Wizard "${id}" could not be sent`, error);
        }
      } finally {
        setBusy(false);
      }
    },
    [steps, block, scope, provider, t, show, applyOutcome, goTo, id],
  );

  const onStepSubmit = useCallback(
    (data: Values) => {
      const all = { ...answers, ...data };
      merge(data);
      if (isLast) void submitAll(all);
      else goTo(stepIds[index + 1]);
    },
    [answers, merge, isLast, submitAll, goTo, stepIds, index],
  );

  const previousId = index > 0 ? stepIds[index - 1] : undefined;
  const finalLabel = t(block.submitLabel ?? 'SUBMIT');
  const back = useMemo(
    () =>
      previousId ? (
        <Button type="button" onClick={() => goTo(previousId)} disabled={busy}>
          {t('BACK')}
        </Button>
      ) : null,
    [previousId, goTo, busy, t],
  );
  // Stable elements and starting values: RJSF compares its props deeply on every update.
  const stepActions = useMemo(
    () => (
      <>
        {back}
        <Button type="submit" variant="contained" disabled={busy || choicesLoading}>
          {isLast ? finalLabel : t('NEXT')}
        </Button>
      </>
    ),
    [back, busy, choicesLoading, isLast, finalLabel, t],
  );
  const currentStep = steps.find((step) => step.id === currentId);
  const stepStart = useMemo(
    () => (currentStep && answers ? pickFields(answers, stepFields(currentStep.step)) : {}),
    // Read when the step mounts; later answers come from the form itself.
    [currentStep?.id, generation, answers === undefined],
  );

  if (loaded.error) return <BlockError text={failureText(undefined, t)} />;
  if (!answers || !currentId) return <Skeleton variant="rectangular" height={200} role="progressbar" aria-label={t('LOADING')} />;
  const title = currentStep ? t(currentStep.step.title) : t(block.summary?.title ?? 'SUMMARY');

  return (
    <Box>
      <TimedMessageBanner message={message} onClose={clear} />
      <Stepper activeStep={index} alternativeLabel sx={{ mb: 2 }}>
        {stepIds.map((stepId) => {
          const step = steps.find((entry) => entry.id === stepId);
          return (
            <Step key={stepId}>
              <StepLabel>{step ? t(step.step.title) : t(block.summary?.title ?? 'SUMMARY')}</StepLabel>
            </Step>
          );
        })}
      </Stepper>
      <Typography ref={headingRef} tabIndex={-1} variant="h6" component="h3" sx={{ mb: 1, outline: 'none' }}>
        {title}
      </Typography>
      {currentStep ? (
        <EngineForm
          key={`${generation}-${currentStep.id}`}
          ref={formRef}
          schema={stepSchemas[currentStep.id]!.schema}
          uiSchema={stepSchemas[currentStep.id]!.uiSchema}
          initialData={stepStart}
          idPrefix={`${id}_${currentStep.id}`}
          serverErrors={serverErrors}
          onSubmit={onStepSubmit}
          onDataChange={merge}
          submitLabel={null}
          disabled={busy}
          holdSubmit={choicesLoading}
          trim
          actions={stepActions}
        />
      ) : (
        <>
          <WizardSummary
            steps={steps}
            values={answers}
            schemas={Object.fromEntries(steps.map(({ id: stepId }) => [stepId, stepSchemas[stepId]!.schema]))}
            choices={choices}
            format={format}
          />
          <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
            {back}
            <Button type="button" variant="contained" disabled={busy} onClick={() => void submitAll(answers)}>
              {finalLabel}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}

function pickFields(values: Values, fields: readonly string[]): Values {
  return Object.fromEntries(fields.filter((name) => values[name] !== undefined).map((name) => [name, values[name]]));
}
