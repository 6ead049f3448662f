import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { useDataProvider } from '../../data/data-provider-context.tsx';
import { resolveCall } from '../../renderer/resolve-call.ts';
import { valueAtPath } from '../../renderer/value-at-path.ts';
import { useFieldSearch } from './field-search-context.ts';

interface Match {
  readonly value: string;
  readonly label: string;
}

/** Typing pauses this long before a search is sent, so a word typed is one request, not one per letter. */
const SEARCH_DELAY_MS = 250;

/**
 * A list of text values (a coverage's ZIP codes) as chips in one box: type a value and press
 * Enter, or pick it from the matches the options source's call answers for the typed text (its
 * `search` query parameter, e.g. a city/ZIP picker's `term`), each shown with its label (the
 * city). Every value and its own error (the shared rules', the server's `zipCodes.3`) shows on
 * its chip. Used as `"ui:field": "SearchListField"` with `options.<field>.search`.
 */
export function SearchListField(props: FieldProps<string[]>) {
  const { formData, onChange, fieldPathId, schema, errorSchema, required, disabled, readonly, name } = props;
  const { t } = useTranslation();
  const provider = useDataProvider();
  const { options, scope } = useFieldSearch();
  const source = options[fieldPathId.path.join('.')] ?? options[name];
  // RJSF fills a list up to its minItems with empty items; a chip list starts with none.
  const values = useMemo(() => (Array.isArray(formData) ? formData.filter((value): value is string => typeof value === 'string' && value !== '') : []), [formData]);
  useEffect(() => {
    if (Array.isArray(formData) && formData.length !== values.length) onChange(values, fieldPathId.path);
  }, [formData, values, onChange, fieldPathId.path]);
  const [input, setInput] = useState('');
  const [matches, setMatches] = useState<readonly Match[]>([]);
  const [searching, setSearching] = useState(false);
  // Labels of the values picked from matches, kept once the matches change with the next search.
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());

  const call = useMemo(() => {
    if (!source?.call || !source.search) return undefined;
    try {
      return resolveCall(source.call, scope);
    } catch {
      // A binding the search reads has no value yet (no central ZIP typed): nothing to search with.
      return undefined;
    }
  }, [source, scope]);

  useEffect(() => {
    const term = input.trim();
    if (!call || !source?.search || term === '') {
      setMatches([]);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearching(true);
      const request = { ...call.request, query: { ...(call.request.query ?? {}), [source.search!]: term } };
      provider
        .call(call.operationId, request, { silent: true, signal: controller.signal })
        .then((response) => {
          const list = source.items ? valueAtPath(response, source.items) : response;
          setMatches(
            (Array.isArray(list) ? list : []).map((item) => {
              const value = String(source.value ? valueAtPath(item, source.value) : item);
              return { value, label: source.label ? String(valueAtPath(item, source.label) ?? '') : '' };
            }),
          );
        })
        .catch(() => {
          if (!controller.signal.aborted) setMatches([]);
        })
        .finally(() => {
          if (!controller.signal.aborted) setSearching(false);
        });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input, call, source, provider]);

  const itemErrors = (index: number): string[] => (errorSchema as Record<number, ErrorSchema<string>> | undefined)?.[index]?.__errors ?? [];
  const listErrors = errorSchema?.__errors ?? [];
  const id = fieldPathId.$id;
  const helper = [...listErrors, ...values.flatMap((value, index) => itemErrors(index).map((error) => `${value}: ${error}`))];

  return (
    <Autocomplete<Match | string, true, false, true>
      multiple
      freeSolo
      id={id}
      options={matches}
      value={values}
      inputValue={input}
      loading={searching}
      disabled={disabled || readonly}
      filterOptions={(list) => list}
      filterSelectedOptions
      isOptionEqualToValue={(option, value) => (typeof option === 'string' ? option : option.value) === (typeof value === 'string' ? value : value.value)}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label ? `${option.value} · ${option.label}` : option.value)}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, chosen) => {
        const picked = chosen.filter((option): option is Match => typeof option !== 'string' && option.label !== '');
        if (picked.length) setLabels((known) => new Map([...known, ...picked.map((match): [string, string] => [match.value, match.label])]));
        const next = chosen.map((option) => (typeof option === 'string' ? option.trim() : option.value)).filter(Boolean);
        onChange([...new Set(next)], fieldPathId.path);
      }}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const value = typeof option === 'string' ? option : option.value;
          const errors = itemErrors(index);
          const label = labels.get(value);
          return <Chip {...getItemProps({ index })} key={value} label={label ? `${value} · ${label}` : value} color={errors.length ? 'error' : 'default'} title={errors.join(' ') || undefined} size="small" />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={schema.title}
          required={required}
          error={helper.length > 0}
          helperText={helper.length ? helper.join(' ') : t('SEARCH_LIST_HELP')}
        />
      )}
    />
  );
}
