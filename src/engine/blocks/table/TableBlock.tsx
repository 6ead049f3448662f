import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PaginationState, RowSelectionState, SortingState } from '@tanstack/react-table';
import { resolveBinding, type BindingScope } from '../../bindings/index.ts';
import { orderedEntries, type Column, type TableBlock as TableBlockDefinition } from '../../definition/index.ts';
import { TimedMessageBanner } from '../../messages/TimedMessageBanner.tsx';
import { useTimedMessage } from '../../messages/use-timed-message.ts';
import { failureText } from '../../renderer/call-messages.ts';
import { useScreen } from '../../renderer/screen-context.tsx';
import { useScreenSelector, type ScreenState } from '../../renderer/screen-store.ts';
import { useBindingScope } from '../../renderer/use-binding-scope.ts';
import { useBlockData } from '../../renderer/use-block-data.ts';
import { linkAddress } from '../../renderer/use-outcome.ts';
import type { BlockRendererProps } from '../../registry.ts';
import { ActionButton } from '../actions/ActionButton.tsx';
import { BlockError } from '../unknown/BlockError.tsx';
import { EngineTable, type EngineColumn, type ServerPaging } from './EngineTable.tsx';
import { rowKeyOf } from './row-key.ts';
import { tablePage } from './table-rows.ts';
import type { TableRow } from './table-features.ts';

const DEFAULT_PAGE_SIZE = 25;
const NO_FILTERS: Readonly<Record<string, unknown>> = {};

/**
 * A table over one operation. Server paging sends `page`, `size` and `sort=<field>,asc|desc`
 * with every call and shows the result's page; client paging loads once, sorts in the browser and
 * virtualizes rows beyond a page. Applying the filters that target the table starts again from
 * page 0. Row actions read the row as `$row`; bulk actions the selected rows as `$selection`.
 */
export default function TableBlock({ id, block }: BlockRendererProps<TableBlockDefinition>) {
  const { t } = useTranslation();
  const screen = useScreen();
  const { message, show, clear } = useTimedMessage();
  const server = block.paging.mode === 'server';
  const pageSize = block.paging.pageSize ?? DEFAULT_PAGE_SIZE;
  const filters = useScreenSelector(screen.store, useCallback((state: ScreenState) => state.filters[id] ?? NO_FILTERS, [id]));
  const local = useMemo(() => ({ filters }), [filters]);
  const scope = useBindingScope(block, local);

  const columnEntries = useMemo(() => orderedEntries(block.columns), [block.columns]);
  const [sorting, setSorting] = useState<SortingState>(() =>
    block.defaultSort ? [{ id: block.defaultSort.column, desc: block.defaultSort.direction === 'desc' }] : [],
  );
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const [selection, setSelection] = useState<RowSelectionState>({});

  // New filters mean a new result: back to its first page, nothing selected.
  const lastFilters = useRef(filters);
  useEffect(() => {
    if (lastFilters.current === filters) return;
    lastFilters.current = filters;
    setPagination((current) => ({ ...current, pageIndex: 0 }));
    setSelection({});
  }, [filters]);

  const extraQuery = useMemo(() => {
    if (!server) return undefined;
    const sort = sorting[0];
    const column = sort ? block.columns[sort.id] : undefined;
    return {
      page: pagination.pageIndex,
      size: pagination.pageSize,
      ...(sort && column ? { sort: `${column.sortField ?? column.field},${sort.desc ? 'desc' : 'asc'}` } : {}),
    };
  }, [server, sorting, pagination, block.columns]);
  const dataOptions = useMemo(() => ({ scope, ...(extraQuery ? { extraQuery } : {}) }), [scope, extraQuery]);
  const { data, loading, error } = useBlockData(id, block.call, dataOptions);
  const page = useMemo(() => tablePage(block, data), [block, data]);

  const rowId = useMemo(() => rowKeyOf(block.rowKey), [block.rowKey]);
  // Selected rows by id, kept as they are met: with server paging, rows selected on other pages
  // are no longer loaded, yet a bulk action still works on them.
  const selectedRows = useRef(new Map<string, TableRow>());
  useEffect(() => {
    for (const row of page.rows) {
      const key = rowId(row);
      if (selection[key]) selectedRows.current.set(key, row);
    }
    for (const key of [...selectedRows.current.keys()]) if (!selection[key]) selectedRows.current.delete(key);
  }, [page.rows, selection, rowId]);
  const selected = useMemo(() => {
    const byId = new Map(selectedRows.current);
    for (const row of page.rows) if (selection[rowId(row)]) byId.set(rowId(row), row);
    return [...byId.entries()].filter(([key]) => selection[key]).map(([, row]) => row);
  }, [page.rows, selection, rowId]);

  const columns = useMemo<EngineColumn[]>(
    () => columnEntries.map(([columnId, column]) => engineColumn(columnId, column, t(column.header), scope, screen.navigate)),
    [columnEntries, scope, screen.navigate, t],
  );
  const rowActionEntries = useMemo(() => orderedEntries(block.rowActions), [block.rowActions]);
  const renderRowActions = useCallback(
    (row: TableRow) => (
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {rowActionEntries.map(([actionId, action]) => (
          <ActionButton key={actionId} action={action} scope={{ ...scope, row }} showMessage={show} size="small" />
        ))}
      </Box>
    ),
    [rowActionEntries, scope, show],
  );

  const paging = useMemo<ServerPaging | undefined>(
    () =>
      server
        ? {
            rowCount: page.rowCount,
            pagination,
            onPaginationChange: setPagination,
            pageSizeOptions: block.paging.pageSizeOptions ?? [pageSize],
          }
        : undefined,
    [server, page.rowCount, pagination, block.paging.pageSizeOptions, pageSize],
  );

  const onSortingChange = useCallback((next: SortingState) => {
    setSorting(next);
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  }, []);

  const selectionScope = useMemo<BindingScope>(() => ({ ...scope, selection: selected }), [scope, selected]);
  const bulkEntries = orderedEntries(block.bulkActions);
  const label = block.title ? t(block.title) : t('TABLE_RESULTS');

  if (error) return <BlockError text={failureText(undefined, t)} />;

  return (
    <Box>
      <TimedMessageBanner message={message} onClose={clear} />
      {bulkEntries.length || block.export ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }} role="toolbar" aria-label={label}>
          {block.selection ? (
            <Typography variant="body2" role="status" sx={{ mr: 1 }}>
              {t('TABLE_SELECTED_COUNT', { count: selected.length })}
            </Typography>
          ) : null}
          {bulkEntries.map(([actionId, action]) => (
            <ActionButton
              key={actionId}
              action={action}
              scope={selectionScope}
              showMessage={show}
              disabled={selected.length === 0}
              {...(action.forEachSelected ? { rows: selected } : {})}
              onDone={() => setSelection({})}
            />
          ))}
          {block.export ? (
            <Box sx={{ ml: 'auto' }}>
              <ActionButton action={block.export} scope={scope} showMessage={show} />
            </Box>
          ) : null}
        </Box>
      ) : null}
      <EngineTable
        label={label}
        columns={columns}
        rows={page.rows}
        rowId={rowId}
        sorting={sorting}
        onSortingChange={onSortingChange}
        paging={paging}
        selectable={Boolean(block.selection)}
        selection={selection}
        onSelectionChange={setSelection}
        renderRowActions={rowActionEntries.length ? renderRowActions : undefined}
        loading={loading}
        emptyText={t(block.emptyState ?? 'NO_DATA_FOUND')}
        virtualizeAfter={pageSize}
      />
    </Box>
  );
}

/** Only web addresses become links: a `javascript:` URL in data must never be clickable. */
const WEB_ADDRESS = /^https?:\/\//i;

function engineColumn(id: string, column: Column, header: string, scope: BindingScope, navigate: (to: string) => void): EngineColumn {
  const link = column.link;
  const href = column.href;
  return {
    id,
    field: column.field,
    header,
    sortable: column.sortable ?? false,
    ...(column.format ? { format: column.format } : {}),
    ...(column.width ? { width: column.width } : {}),
    ...(href !== undefined
      ? {
          render: (row: TableRow, content: ReactNode) => {
            const address = resolveBinding(href, { ...scope, row });
            if (typeof address !== 'string' || !WEB_ADDRESS.test(address)) return content;
            return (
              <Link href={address} target="_blank" rel="noopener noreferrer">
                {content}
              </Link>
            );
          },
        }
      : {}),
    ...(link && href === undefined
      ? {
          render: (row: TableRow, content: ReactNode) => {
            const address = linkAddress(link, { ...scope, row });
            // A real href (open in a new tab, copy the link) with in-app navigation on a plain click.
            const follow = (event: MouseEvent) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              navigate(address);
            };
            return (
              <Link href={address} onClick={follow}>
                {content}
              </Link>
            );
          },
        }
      : {}),
  };
}
