import { useEffect, useState } from 'react';
import { silentCall } from '../../api/index.ts';
import { useShellServices } from '../app/shell-services-context.ts';

/**
 * The names of the dealers a user acts for, by code (searchDealers answers a dealer or dealer
 * group user only the dealers it may act for). Empty until answered, or when the call fails: the
 * selector then shows the codes alone.
 */
export function useDealerNames(active: boolean, count: number): ReadonlyMap<string, string> {
  const { client } = useShellServices();
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!active) return;
    const abort = new AbortController();
    client
      .GET('/api/portal/dealers', { ...silentCall, params: { query: { page: 0, size: Math.min(Math.max(count, 1), 100) } }, signal: abort.signal })
      .then(({ data }) => {
        if (data) setNames(new Map(data.content.map((dealer) => [dealer.code, dealer.name])));
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, [client, active, count]);
  return names;
}
