import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UiSchema } from '@rjsf/utils';
import FilterList from '@mui/icons-material/FilterList';
import type { FiltersBlock as FiltersBlockDefinition } from '../../definition/index.ts';
import { resolveBinding } from '../../bindings/index.ts';
import { defaultFilterValues, hasStoredFilterValues, persistFilterValues, storedFilterValues } from '../../renderer/filter-settings.ts';
import { useBlockData } from '../../renderer/use-block-data.ts';
import { useScreen } from '../../renderer/screen-context.tsx';
import type { ScreenState } from '../../renderer/screen-store.ts';
import { useScreenSelector } from '../../renderer/screen-store.ts';
import { useBindingScope } from '../../renderer/use-binding-scope.ts';
import type { BlockRendererProps } from '../../registry.ts';
import { EngineForm, type EngineFormHandle } from '../form/EngineForm.tsx';
import type { Values } from '../form/form-values.ts';
import { useFieldChoices } from '../form/use-field-choices.ts';
import { useShownFields } from '../form/use-shown-fields.ts';
import { useFieldSchemas } from '../form/use-field-schemas.ts';
import { AppliedFilterChips } from './AppliedFilterChips.tsx';
import { appliedFilters } from './applied-filters.ts';

/** Typing in a filter that applies on change waits this long for the next keystroke. */
const APPLY_ON_CHANGE_DELAY_MS = 300;
const NO_VALUES: Values = {};

/**
 * A filter form bound to a table: applying it hands the values to the table as `$filters`
 * (which starts again from page 0) and saves them under FILTER_SETTINGS_<screen id>, dates as
 * YYYY-MM-DD, so they are back when the user returns. Reset restores the schema's defaults.
 *
 * The bar shows the definition's `primaryFields` in the grid its `ui:layout` describes; the
 * other fields open under "More filters" (whose button counts the ones applied). The applied
 * values show as chips, each removable on its own. Values applied from elsewhere (a saved view
 * picked in the table's toolbar) are held to the schema, kept, and shown in the form. A field
 * whose choices mark a starting one (`preselect`, the current period) starts on it; the blocks
 * the filters target wait for it (first-call-holds.ts), so they are called once, with it.
 */
export default function FiltersBlock({ id, block }: BlockRendererProps<FiltersBlockDefinition>) {
  const { t, i18n } = useTranslation();
  const screen = useScreen();
  const applied = useScreenSelector(screen.store, useCallback((state: ScreenState) => state.filters[block.target], [block.target]));
  // The form starts from what is applied (restored by the screen) and is remounted by Reset.
  const [start, setStart] = useState<Values>(() => ({ ...(applied ?? defaultFilterValues(block)) }));
  const [generation, setGeneration] = useState(0);
  const [values, setValues] = useState<Values>(start);
  const form = useRef<EngineFormHandle>(null);
  const [expanded, setExpanded] = useState(false);
  const scope = useBindingScope(block);
  const formScope = useMemo(() => ({ ...scope, form: values }), [scope, values]);
  const { choices, settled } = useFieldChoices(block.options, formScope);
  const shown = useShownFields(block.schema, block.uiSchema, scope);
  const fields = useFieldSchemas(shown.schema, shown.uiSchema, choices);

  // What this block last handed to the table; anything else there came from outside.
  const lastApplied = useRef<unknown>(applied);
  const apply = useCallback(
    (next: Values) => {
      const stored = storedFilterValues(block, next);
      if (block.persist !== false) persistFilterValues(screen.filterStorage, screen.screenId, id, block, stored);
      lastApplied.current = stored;
      screen.store.setFilters(block.target, stored);
      for (const other of block.alsoTargets ?? []) screen.store.setFilters(other, stored);
    },
    [block, screen, id],
  );

  /** Shows these values in a fresh form and applies them. */
  const restart = useCallback(
    (next: Values) => {
      setStart(next);
      setValues(next);
      setGeneration((count) => count + 1);
      apply(next);
    },
    [apply],
  );

  // Page data the filters start from (`load` + `initialValues`), unless the user applied filters
  // on this screen before: those win, as FILTER_SETTINGS_ promises.
  const loadOptions = useMemo(() => ({ scope }), [scope]);
  const { data: loaded } = useBlockData(id, block.load, loadOptions);
  const [wasStored] = useState(() => block.persist !== false && hasStoredFilterValues(screen.filterStorage, screen.screenId, id));
  const initialValues = useMemo(() => {
    if (block.initialValues === undefined || (block.load && loaded === undefined)) return undefined;
    try {
      const read = resolveBinding(block.initialValues, scope);
      return read !== null && typeof read === 'object' ? storedFilterValues(block, read as Values) : undefined;
    } catch {
      return undefined; // the page data has not arrived in the scope yet
    }
  }, [block, loaded, scope]);
  const startedFromData = useRef(false);

  // The choices a source marks as where a filter starts (options `preselect`: the current period).
  const preselectedValues = useMemo(() => {
    const starts: Values = {};
    for (const [field, list] of Object.entries(choices)) {
      const choice = list.find((candidate) => candidate.preselected);
      if (choice) starts[field] = choice.value;
    }
    return starts;
  }, [choices]);

  const reset = useCallback(() => restart({ ...defaultFilterValues(block), ...preselectedValues, ...initialValues }), [block, restart, preselectedValues, initialValues]);

  // Whether every field that may start on a preselected choice has its choices (or has none coming).
  const preselectSettled = useMemo(
    () => Object.entries(block.options ?? {}).every(([field, source]) => !source.preselect || settled[field] === true),
    [block.options, settled],
  );

  // A field with no value starts on its preselected choice once it is known, unless the user's
  // stored filters are back: those win, as FILTER_SETTINGS_ promises. Once all such choices are
  // in (applied or not), the blocks this one holds back are called, with them.
  const preselectedFields = useRef(new Set<string>());
  useEffect(() => {
    if (!wasStored) {
      const next: Values = {};
      for (const [field, value] of Object.entries(preselectedValues)) {
        if (preselectedFields.current.has(field)) continue;
        preselectedFields.current.add(field);
        if (values[field] === undefined || values[field] === null || values[field] === '') next[field] = value;
      }
      if (Object.keys(next).length > 0) {
        // Into the form as it is: a remount would drop what the user is typing in another field
        // (text is committed on blur), and the Search they click next would send the old filters
        // (a journey's "From" lost as the current period came, 2026-11-28). Before the form is
        // drawn, the form starts with it.
        if (form.current) {
          form.current.merge(next);
          apply({ ...values, ...next });
        } else restart({ ...values, ...next });
      }
    }
    if (preselectSettled) screen.store.markStarted(id);
  }, [preselectedValues, preselectSettled, wasStored, values, restart, screen.store, id]);

  useEffect(() => {
    if (startedFromData.current || wasStored || initialValues === undefined) return;
    startedFromData.current = true;
    reset();
  }, [initialValues, wasStored, reset]);

  useEffect(() => {
    if (applied === undefined || applied === lastApplied.current) return;
    restart({ ...storedFilterValues(block, applied) });
  }, [applied, block, restart]);

  // Searching before the preselected choice has come: the user's values are what the table waits for.
  const submit = useCallback(
    (next: Values) => {
      apply(next);
      screen.store.markStarted(id);
    },
    [apply, screen.store, id],
  );

  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const onDataChange = useCallback(
    (next: Values) => {
      setValues(next);
      if (block.applyOn !== 'change') return;
      clearTimeout(pending.current);
      pending.current = setTimeout(() => apply(next), APPLY_ON_CHANGE_DELAY_MS);
    },
    [block.applyOn, apply],
  );

  const fieldNames = useMemo(() => Object.keys((block.schema as { properties?: object }).properties ?? {}), [block.schema]);
  const secondary = useMemo(() => (block.primaryFields ? fieldNames.filter((name) => !block.primaryFields!.includes(name)) : []), [fieldNames, block.primaryFields]);
  const chips = useMemo(() => appliedFilters(fields.schema, applied ?? NO_VALUES, defaultFilterValues(block), t, i18n.language), [fields.schema, applied, block, t, i18n.language]);
  const appliedSecondary = chips.filter((chip) => secondary.includes(chip.field)).length;

  // Closed, the secondary fields are not drawn; their values stay in the form and in the filters.
  const uiSchema = useMemo<UiSchema>(
    () => (secondary.length && !expanded ? { ...fields.uiSchema, 'ui:collapsed': secondary } : fields.uiSchema),
    [fields.uiSchema, secondary, expanded],
  );

  const removeChip = useCallback(
    (field: string) => {
      const defaults = defaultFilterValues(block);
      const next: Values = { ...(applied ?? {}) };
      if (field in defaults) next[field] = defaults[field];
      else delete next[field];
      restart(next);
    },
    [applied, block, restart],
  );

  const actions = useMemo(
    () => (
      <>
        <Button type="button" variant="text" onClick={reset}>
          {t(block.resetLabel ?? 'RESET')}
        </Button>
        {secondary.length ? (
          <Button type="button" variant="text" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)} startIcon={<FilterList fontSize="small" />}>
            {expanded ? t('FILTERS_FEWER') : appliedSecondary ? t('FILTERS_MORE_COUNT', { count: appliedSecondary }) : t('FILTERS_MORE')}
          </Button>
        ) : null}
        <AppliedFilterChips chips={chips} onRemove={removeChip} />
      </>
    ),
    [reset, t, block.resetLabel, secondary.length, expanded, appliedSecondary, chips, removeChip],
  );

  return (
    <Box role="search" aria-label={t(block.title ?? 'FILTERS')} sx={{ mb: 1 }}>
      <EngineForm
        ref={form}
        key={generation}
        schema={fields.schema}
        uiSchema={uiSchema}
        initialData={start}
        idPrefix={id}
        onSubmit={submit}
        onDataChange={onDataChange}
        submitLabel={block.applyOn === 'change' ? null : t(block.applyLabel ?? 'SEARCH')}
        actions={actions}
        trim
      />
    </Box>
  );
}
