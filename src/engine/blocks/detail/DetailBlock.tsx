import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { orderedEntries, type DetailBlock as DetailBlockDefinition } from '../../definition/index.ts';
import { resolveBinding, type BindingScope } from '../../bindings/index.ts';
import type { BindingValue } from '../../definition/index.ts';
import { failureText } from '../../renderer/call-messages.ts';
import { useBindingScope } from '../../renderer/use-binding-scope.ts';
import { useBlockData } from '../../renderer/use-block-data.ts';
import { useScreen } from '../../renderer/screen-context.tsx';
import { useScreenSelector, type ScreenState } from '../../renderer/screen-store.ts';
import { valueAtPath } from '../../renderer/value-at-path.ts';
import type { BlockRendererProps } from '../../registry.ts';
import { FormattedValue } from '../format/FormattedValue.tsx';
import { useFormatContext } from '../format/use-format-context.ts';
import { BlockError } from '../unknown/BlockError.tsx';

/** An absent value shows an en dash, so an empty field reads as "nothing", not as a rendering gap. */
const EMPTY_VALUE = '–';

/**
 * A read-only record as labelled values in a description list (`dl`), `columns` pairs per row
 * on wide screens and one per row on small ones.
 */
export default function DetailBlock({ id, block }: BlockRendererProps<DetailBlockDefinition>) {
  const { t } = useTranslation();
  const format = useFormatContext();
  // The filters a filters block applies to this record too (`alsoTargets`: a dashboard's figures
  // follow its period), read as `$filters`.
  const screen = useScreen();
  const filters = useScreenSelector(screen.store, useCallback((state: ScreenState) => state.filters[id], [id]));
  const local = useMemo(() => (filters ? { filters } : undefined), [filters]);
  const scope = useBindingScope(block, local);
  const options = useMemo(() => ({ scope }), [scope]);
  const called = useBlockData(id, block.call, options);
  // A record another block already loaded (`from`) is read from the scope, not fetched again.
  const shared = useMemo(() => (block.from === undefined ? undefined : readShared(block.from, scope)), [block.from, scope]);
  const { data, loading, error } = block.from === undefined ? called : shared!;

  if (error) return <BlockError text={failureText(undefined, t)} />;
  if (loading && data === undefined) return <Skeleton variant="rectangular" height={96} role="progressbar" aria-label={t('LOADING')} />;
  const record = block.record ? valueAtPath(data, block.record) : data;
  const columns = block.columns ?? 2;
  if (block.emptyState && (record === null || record === undefined)) {
    return (
      <Typography color="text.secondary" data-empty-state>
        {t(block.emptyState)}
      </Typography>
    );
  }

  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'max-content 1fr', md: `repeat(${columns}, max-content 1fr)` },
        columnGap: 2,
        rowGap: 1,
        m: 0,
      }}
    >
      {orderedEntries(block.fields).map(([fieldId, field]) => {
        const value = valueAtPath(record, field.field);
        const empty = value === undefined || value === null || value === '';
        return (
          <Box key={fieldId} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {t(field.label)}
            </Box>
            <Box component="dd" sx={{ m: 0 }} data-field={fieldId}>
              {empty ? (field.emptyText ? t(field.emptyText) : EMPTY_VALUE) : <FormattedValue value={value} format={field.format} context={format} label={t(field.label)} linkText={field.linkText ? t(field.linkText) : undefined} />}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** The record `from` names; not there yet reads as loading (its block's call is still running). */
function readShared(from: BindingValue, scope: BindingScope): { data: unknown; loading: boolean; error: unknown } {
  try {
    const data = resolveBinding(from, scope);
    return { data, loading: data === undefined, error: undefined };
  } catch (error) {
    return { data: undefined, loading: false, error };
  }
}
