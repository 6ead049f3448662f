import { useEffect, useSyncExternalStore } from 'react';
import { useShellServices } from '../app/shell-services-context.ts';
import type { Oem } from './impersonation-calls.ts';

export interface OemList {
  readonly oems: readonly Oem[];
  readonly failed: boolean;
}

const NONE: readonly Oem[] = [];

/** The OEM selector's choices, from the page's OEM list (oem-list-store.ts), asked for when the selector first shows. */
export function useOems(): OemList {
  const { oems } = useShellServices();
  const state = useSyncExternalStore(oems.subscribe, oems.getState, oems.getState);
  useEffect(() => oems.request(), [oems]);
  return { oems: state.status === 'loaded' ? state.value : NONE, failed: state.status === 'failed' };
}
