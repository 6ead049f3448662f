import { useEffect, useState } from 'react';
import type { ImpersonationCalls, Oem } from './impersonation-calls.ts';

export interface OemList {
  readonly oems: readonly Oem[];
  readonly failed: boolean;
}

/** The OEM selector's choices (GET /api/portal/oems: every OEM for an admin, sorted by name). */
export function useOems(calls: ImpersonationCalls): OemList {
  const [list, setList] = useState<OemList>({ oems: [], failed: false });
  useEffect(() => {
    let current = true;
    calls.listOems().then(
      (oems) => current && setList({ oems, failed: false }),
      () => current && setList({ oems: [], failed: true }),
    );
    return () => {
      current = false;
    };
  }, [calls]);
  return list;
}
