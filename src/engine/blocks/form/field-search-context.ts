import { createContext, useContext } from 'react';
import type { BindingScope } from '../../bindings/index.ts';
import type { OptionsSource } from '../../definition/index.ts';

/**
 * What a searching field needs from its form, which RJSF does not pass to fields: the block's
 * options sources (by dotted field path) and the form's binding scope, so the search call can
 * read the other fields (`$form.centralZip`) as the user types.
 */
export interface FieldSearch {
  readonly options: Readonly<Record<string, OptionsSource>>;
  readonly scope: BindingScope;
}

export const FieldSearchContext = createContext<FieldSearch>({ options: {}, scope: {} });

export const useFieldSearch = () => useContext(FieldSearchContext);
