import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FiltersBlock as FiltersBlockDefinition } from '../../definition/index.ts';
import { resolveBinding } from '../../bindings/index.ts';
import { defaultFilterValues, hasStoredFilterValues, persistFilterValues, storedFilterValues } from '../../renderer/filter-settings.ts';
import { useBlockData } from '../../renderer/use-block-data.ts';
import { useScreen } from '../../renderer/screen-context.tsx';
import type { ScreenState } from '../../renderer/screen-store.ts';
import { useScreenSelector } from '../../renderer/screen-store.ts';
import { useBindingScope } from '../../renderer/use-binding-scope.ts';
import type { BlockRendererProps } from '../../registry.ts';
import { EngineForm } from '../form/EngineForm.tsx';
import type { Values } from '../form/form-values.ts';
import { useFieldChoices } from '../form/use-field-choices.ts';
import { useFieldSchemas } from '../form/use-field-schemas.ts';

/** Typing in a filter that applies on change waits this long for the next keystroke. */
const APPLY_ON_CHANGE_DELAY_MS = 300;

/**
 * A filter form bound to a table: applying it hands the values to the table as `$filters`
 * (which starts again from page 0) and saves them under FILTER_SETTINGS_<screen id>, dates as
 * YYYY-MM-DD, so they are back when the user returns. Reset restores the schema's defaults.
 */
export default function FiltersBlock({ id, block }: BlockRendererProps<FiltersBlockDefinition>) {
  const { t } = useTranslation();
  const screen = useScreen();
  const applied = useScreenSelector(screen.store, useCallback((state: ScreenState) => state.filters[block.target], [block.target]));
  // The form starts from what is applied (restored by the screen) and is remounted by Reset.
  const [start, setStart] = useState<Values>(() => ({ ...(applied ?? defaultFilterValues(block)) }));
  const [generation, setGeneration] = useState(0);
  const [values, setValues] = useState<Values>(start);
  const scope = useBindingScope(block);
  const formScope = useMemo(() => ({ ...scope, form: values }), [scope, values]);
  const choices = useFieldChoices(block.options, formScope);
  const fields = useFieldSchemas(block.schema, block.uiSchema, choices);

  const apply = useCallback(
    (next: Values) => {
      const stored = storedFilterValues(block, next);
      if (block.persist !== false) persistFilterValues(screen.filterStorage, screen.screenId, id, block, stored);
      screen.store.setFilters(block.target, stored);
    },
    [block, screen, id],
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

  const reset = useCallback(() => {
    const defaults = { ...defaultFilterValues(block), ...initialValues };
    setStart(defaults);
    setValues(defaults);
    setGeneration((count) => count + 1);
    apply(defaults);
  }, [block, apply, initialValues]);

  useEffect(() => {
    if (startedFromData.current || wasStored || initialValues === undefined) return;
    startedFromData.current = true;
    reset();
  }, [initialValues, wasStored, reset]);

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

  const resetButton = useMemo(
    () => (
      <Button type="button" variant="text" onClick={reset}>
        {t(block.resetLabel ?? 'RESET')}
      </Button>
    ),
    [reset, t, block.resetLabel],
  );

  return (
    <Box role="search" aria-label={t(block.title ?? 'FILTERS')}>
      <EngineForm
        key={generation}
        schema={fields.schema}
        uiSchema={fields.uiSchema}
        initialData={start}
        idPrefix={id}
        onSubmit={apply}
        onDataChange={onDataChange}
        submitLabel={block.applyOn === 'change' ? null : t(block.applyLabel ?? 'SEARCH')}
        actions={resetButton}
        trim
      />
    </Box>
  );
}
