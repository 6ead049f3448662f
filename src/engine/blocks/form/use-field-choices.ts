import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readBinding, resolveBinding, type BindingScope } from '../../bindings/index.ts';
import type { OptionsSource } from '../../definition/index.ts';
import { useDataProvider } from '../../data/data-provider-context.tsx';
import { requestKey, resolveCall, type ResolvedCall } from '../../renderer/resolve-call.ts';
import { valueAtPath } from '../../renderer/value-at-path.ts';
import type { Choice } from './apply-options.ts';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

type Source = { field: string; source: OptionsSource } & ({ items: unknown } | { call: ResolvedCall; key: string } | { pending: true });

export interface FieldChoices {
  /** The choices of each field whose options are known. */
  readonly choices: Record<string, Choice[]>;
  /**
   * Fields whose source has answered (its call answered or failed, its binding was read): what
   * it offers now is all it will offer for these bindings, so a filter knows whether a
   * preselected choice is still to come.
   */
  readonly settled: Readonly<Record<string, boolean>>;
  /**
   * A choices call is under way: the form's schema is about to change (a field becomes a select,
   * a list narrows), and RJSF drops the errors of a submit when its schema changes under them.
   */
  readonly loading: boolean;
}

/**
 * The choices of the fields whose options are data: read from a binding (`from`) or answered by
 * a call, which runs again when a binding it reads changes (a program picked narrows the add-ons).
 * Equal requests of several fields are sent once.
 */
export function useFieldChoices(options: Readonly<Record<string, OptionsSource>> | undefined, scope: BindingScope): FieldChoices {
  const { t } = useTranslation();
  const provider = useDataProvider();
  const [responses, setResponses] = useState<Readonly<Record<string, unknown>>>({});
  const [failures, setFailures] = useState<ReadonlySet<string>>(() => new Set());

  const sources = useMemo<Source[]>(
    () =>
      Object.entries(options ?? {}).map(([field, source]): Source => {
        try {
          // Cascading choices wait for what they depend on (a district list for a chosen region).
          if (source.requires?.some((binding) => isEmpty(resolveBinding(binding, scope)))) return { field, source, items: [] };
          // Searched as the user types (SearchListField), not loaded with the form.
          if (source.search) return { field, source, items: [] };
          if (source.from) return { field, source, items: readBinding(source.from, scope) };
          if (source.call) {
            const call = resolveCall(source.call, scope);
            return { field, source, call, key: requestKey(call) };
          }
        } catch (error) {
          console.error(`Choices of "${field}" cannot be read`, error);
        }
        return { field, source, pending: true };
      }),
    [options, scope],
  );

  const wanted = useMemo(() => {
    const byKey = new Map<string, ResolvedCall>();
    for (const source of sources) if ('key' in source && !(source.key in responses)) byKey.set(source.key, source.call);
    return byKey;
  }, [sources, responses]);
  const wantedKeys = [...wanted.keys()].join('\n');

  // Requests under way, by key: one that is still wanted when another answers goes on (aborting
  // and sending it again doubled every options call of a screen's load); one no longer wanted
  // (its bindings changed) is aborted, and all of them when the form goes.
  const inFlight = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const running = inFlight.current;
    for (const [key, controller] of running) {
      if (!wanted.has(key)) {
        controller.abort();
        running.delete(key);
      }
    }
    for (const [key, call] of wanted) {
      if (running.has(key)) continue;
      const controller = new AbortController();
      running.set(key, controller);
      provider
        .call(call.operationId, call.request, { silent: call.silent, signal: controller.signal })
        .then((response) => {
          if (running.get(key) === controller) running.delete(key);
          setResponses((current) => ({ ...current, [key]: response }));
        })
        .catch((error: unknown) => {
          if (running.get(key) === controller) running.delete(key);
          if (controller.signal.aborted) return;
          console.error('Choices could not be loaded', error);
          setFailures((current) => new Set(current).add(key));
        });
    }
    // wantedKeys stands for the requests; the map is rebuilt on every scope change.
  }, [wantedKeys, provider]);
  useEffect(() => {
    const running = inFlight.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  return useMemo(() => {
    const choices: Record<string, Choice[]> = {};
    const settled: Record<string, boolean> = {};
    let loading = false;
    for (const source of sources) {
      if ('key' in source && !(source.key in responses) && !failures.has(source.key)) loading = true;
      // A binding whose data has not arrived reads undefined: not settled yet.
      settled[source.field] = ('items' in source && source.items !== undefined) || ('key' in source && (source.key in responses || failures.has(source.key)));
      const raw = 'items' in source ? source.items : 'key' in source ? responses[source.key] : undefined;
      const list = source.source.items ? valueAtPath(raw, source.source.items) : raw;
      if (!Array.isArray(list)) continue;
      // Without `value` the items are the values themselves (a list of strings).
      const { value, label, preselect } = source.source;
      choices[source.field] = list.map((item) => ({
        value: value ? valueAtPath(item, value) : item,
        label: t(String((label ? valueAtPath(item, label) : value ? valueAtPath(item, value) : item) ?? '')),
        ...(preselect && valueAtPath(item, preselect) === true ? { preselected: true } : {}),
      }));
    }
    return { choices, settled, loading };
  }, [sources, responses, failures, t]);
}
