import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PaginationState, RowSelectionState, SortingState } from '@tanstack/react-table';
import { resolveBinding, type BindingScope } from '../../bindings/index.ts';
import { orderedEntries, type Column, type TableBlock as TableBlockDefinition, type ValueFormat } from '../../definition/index.ts';
import { TimedMessageBanner } from '../../messages/TimedMessageBanner.tsx';
import { useTimedMessage } from '../../messages/use-timed-message.ts';
import { valueAtPath } from '../../renderer/value-at-path.ts';
import { useScreen } from '../../renderer/screen-context.tsx';
import { useScreenSelector, type ScreenState } from '../../renderer/screen-store.ts';
import { useBindingScope } from '../../renderer/use-binding-scope.ts';
import { useBlockData } from '../../renderer/use-block-data.ts';
import { linkAddress } from '../../renderer/use-outcome.ts';
import type { RoutePath } from '../../renderer/route-path.ts';
import type { BlockRendererProps } from '../../registry.ts';
import { ActionButton } from '../actions/ActionButton.tsx';
import { primaryActionIds, RowActions } from '../actions/RowActions.tsx';
import { ColumnChooser } from './ColumnChooser.tsx';
import { DensityToggle } from './DensityToggle.tsx';
import { EngineTable, type EngineColumn, type ServerPaging } from './EngineTable.tsx';
import { rowKeyOf } from './row-key.ts';
import { SavedViewsButton } from './saved-views/SavedViewsButton.tsx';
import type { SavedView, SavedViewState } from './saved-views/saved-views-api.ts';
import { tablePage } from './table-rows.ts';
import type { TableRow } from './table-features.ts';
import { NO_TABLE_SETTINGS, sanitizeTableSettings } from './table-settings.ts';
import { useTableSettings } from './use-table-settings.ts';

const DEFAULT_PAGE_SIZE = 25;
const NO_FILTERS: Readonly<Record<string, unknown>> = {};
/** Room of one icon button in the actions column, and of the cell's padding. */
const ICON_ACTION_PX = 34;
const TEXT_ACTION_PX = 130;
const ACTIONS_PADDING_PX = 32;

/**
 * A table over one operation. Server paging sends `page`, `size` and `sort=<field>,asc|desc`
 * with every call and shows the result's page; client paging loads once, sorts in the browser and
 * virtualizes rows beyond a page. Applying the filters that target the table starts again from
 * page 0. Row actions read the row as `$row`; bulk actions the selected rows as `$selection`.
 *
 * The toolbar holds what a power user of a data grid expects: which columns show, the row
 * density, and (on a table a filters block targets) the user's saved views of the screen. The
 * hidden columns, dragged widths, density and the sort last chosen persist per user and screen in localStorage
 * (TABLE_SETTINGS_<screen id>_<login>, beside FILTER_SETTINGS_<screen id>); saved views are
 * kept by the server per user (listSavedViews, saveSavedView, deleteSavedView).
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
  const columnIds = useMemo(() => columnEntries.map(([columnId]) => columnId), [columnEntries]);
  const [settings, setSettings] = useTableSettings(id, columnIds);
  const density = settings.density ?? block.density ?? 'standard';
  const hidden = useMemo(() => new Set(settings.hiddenColumns), [settings.hiddenColumns]);
  const filtered = useScreenSelector(screen.store, useCallback((state: ScreenState) => id in state.filters, [id]));
  // The sort the user last chose on this table comes back with the page; the definition's otherwise.
  const [sorting, setSorting] = useState<SortingState>(() => {
    const kept = settings.sort && block.columns[settings.sort.column]?.sortable ? settings.sort : undefined;
    const sort = kept ?? block.defaultSort;
    return sort ? [{ id: sort.column, desc: sort.direction === 'desc' }] : [];
  });
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
  const retry = useCallback(() => screen.store.reload([id]), [screen.store, id]);
  const errorState = useMemo(() => (error ? { text: t('AN_ERROR_HAS_OCCURRED'), onRetry: retry } : undefined), [error, t, retry]);
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
    () =>
      columnEntries
        .filter(([columnId]) => !hidden.has(columnId))
        .map(([columnId, column]) => engineColumn(columnId, column, t(column.header), scope, screen.navigate, screen.routePath, settings.columnWidths[columnId])),
    [columnEntries, hidden, settings.columnWidths, scope, screen.navigate, screen.routePath, t],
  );
  const chooserColumns = useMemo(
    () => columnEntries.map(([columnId, column]) => ({ id: columnId, header: t(column.header), hideable: column.hideable !== false })),
    [columnEntries, t],
  );
  const rowActionEntries = useMemo(() => orderedEntries(block.rowActions), [block.rowActions]);
  const primaryIds = useMemo(() => primaryActionIds(rowActionEntries, block.primaryRowActions), [rowActionEntries, block.primaryRowActions]);
  const actionsWidth = useMemo(() => {
    if (!rowActionEntries.length) return undefined;
    const primary = rowActionEntries.filter(([actionId]) => primaryIds.has(actionId));
    const buttons = primary.reduce((sum, [, action]) => sum + (action.icon ? ICON_ACTION_PX : TEXT_ACTION_PX), 0);
    return buttons + (rowActionEntries.length > primary.length ? ICON_ACTION_PX : 0) + ACTIONS_PADDING_PX;
  }, [rowActionEntries, primaryIds]);
  const renderRowActions = useCallback(
    (row: TableRow) => (
      <RowActions entries={rowActionEntries} primary={primaryIds} primaryNamed={Boolean(block.primaryRowActions)} scope={{ ...scope, row }} showMessage={show} rowLabel={rowLabelOf(row, columnEntries)} />
    ),
    [rowActionEntries, primaryIds, block.primaryRowActions, scope, show, columnEntries],
  );

  const onColumnResize = useCallback(
    (columnId: string, width: number) => setSettings({ ...settings, columnWidths: { ...settings.columnWidths, [columnId]: width } }),
    [settings, setSettings],
  );

  // A saved view: what the screen shows now, and putting one back.
  const currentView = useCallback((): SavedViewState => {
    const sort = sorting[0];
    return {
      filters: filters as NonNullable<SavedViewState['filters']>,
      ...(sort ? { sort: { column: sort.id, direction: sort.desc ? 'desc' : 'asc' } } : {}),
      hiddenColumns: [...settings.hiddenColumns],
      columnWidths: { ...settings.columnWidths },
      density,
      pageSize: pagination.pageSize,
    };
  }, [sorting, filters, settings, density, pagination.pageSize]);
  const applyView = useCallback(
    (view: SavedView) => {
      const state = view.state;
      const known = new Set(columnIds);
      const restored = sanitizeTableSettings(state, known);
      setSettings({ ...NO_TABLE_SETTINGS, ...restored });
      const sortColumn = state.sort && block.columns[state.sort.column]?.sortable ? state.sort : undefined;
      setSorting(sortColumn ? [{ id: sortColumn.column, desc: sortColumn.direction === 'desc' }] : []);
      const sizes = block.paging.pageSizeOptions ?? [pageSize];
      setPagination({ pageIndex: 0, pageSize: state.pageSize && sizes.includes(state.pageSize) ? state.pageSize : pageSize });
      // The filters block that targets this table shows the view's values and keeps them (FILTER_SETTINGS_).
      screen.store.setFilters(id, { ...(state.filters ?? {}) });
      show('success', t('SAVED_VIEW_ACTIVE', { name: view.name }));
    },
    [columnIds, setSettings, block.columns, block.paging.pageSizeOptions, pageSize, screen.store, id, show, t],
  );

  const paging = useMemo<ServerPaging | undefined>(
    () =>
      server
        ? {
            rowCount: page.rowCount,
            rowCountEstimated: page.rowCountEstimated,
            pagination,
            onPaginationChange: setPagination,
            pageSizeOptions: block.paging.pageSizeOptions ?? [pageSize],
          }
        : undefined,
    [server, page.rowCount, page.rowCountEstimated, pagination, block.paging.pageSizeOptions, pageSize],
  );

  const onSortingChange = useCallback(
    (next: SortingState) => {
      setSorting(next);
      setPagination((current) => ({ ...current, pageIndex: 0 }));
      const { sort: _previous, ...rest } = settings;
      const chosen = next[0];
      setSettings(chosen ? { ...rest, sort: { column: chosen.id, direction: chosen.desc ? 'desc' : 'asc' } } : rest);
    },
    [settings, setSettings],
  );

  const selectionScope = useMemo<BindingScope>(() => ({ ...scope, selection: selected }), [scope, selected]);
  const bulkEntries = orderedEntries(block.bulkActions);
  const label = block.title ? t(block.title) : t('TABLE_RESULTS');

  return (
    <Box>
      <TimedMessageBanner message={message} onClose={clear} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }} role="toolbar" aria-label={t('TABLE_TOOLBAR', { table: label })}>
        {filtered && block.savedViews !== false ? <SavedViewsButton screenId={screen.screenId} current={currentView} onApply={applyView} showMessage={show} /> : null}
        <ColumnChooser
          columns={chooserColumns}
          hidden={hidden}
          onChange={(next) => setSettings({ ...settings, hiddenColumns: columnIds.filter((columnId) => next.has(columnId)) })}
          onReset={() => setSettings({ ...NO_TABLE_SETTINGS, ...(settings.density ? { density: settings.density } : {}), ...(settings.sort ? { sort: settings.sort } : {}) })}
        />
        <DensityToggle value={density} onChange={(next) => setSettings({ ...settings, density: next })} />
        {bulkEntries.length || block.export ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', ml: 'auto' }} role="group" aria-label={t('TABLE_BULK_ACTIONS')}>
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
              disabled={action.appliesTo === 'matches' ? page.rows.length === 0 : selected.length === 0}
              {...(action.forEachSelected ? { rows: selected } : {})}
              onDone={() => setSelection({})}
            />
          ))}
          {block.export ? <ActionButton action={block.export} scope={scope} showMessage={show} /> : null}
        </Box>
        ) : null}
      </Box>
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
        error={errorState}
        density={density}
        onColumnResize={onColumnResize}
        actionsWidth={actionsWidth}
        skeletonRows={server ? pagination.pageSize : DEFAULT_PAGE_SIZE}
      />
    </Box>
  );
}

/** Only web addresses become links: a `javascript:` URL in data must never be clickable. */
const WEB_ADDRESS = /^https?:\/\//i;

/** What names a row for assistive technology: the values of its first two columns ("HON0020 Honda of Columbus"). */
function rowLabelOf(row: TableRow, columns: ReadonlyArray<readonly [string, Column]>): string {
  return columns
    .slice(0, 2)
    .map(([, column]) => valueAtPath(row, column.field))
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .join(' ');
}

/**
 * The width a column of date-times takes when neither its definition nor the user gave one: its
 * whole value on one line ("11/28/2026, 17:54:42 CST"; in French "26/11/2026 01:40:30 UTC−6",
 * 209 pixels). An even share of the table clipped it to "11/28/2026, 17:…" on the Lead Viewer at
 * 1366 pixels, hiding the seconds and the zone of a lead's Central Time (business-areas §9).
 */
const FORMAT_WIDTH_PX: Partial<Record<ValueFormat, number>> = { centralDateTime: 220, dateTime: 200 };

function engineColumn(
  id: string,
  column: Column,
  header: string,
  scope: BindingScope,
  navigate: (to: string) => void,
  routePath: RoutePath,
  userWidth: number | undefined,
): EngineColumn {
  const link = column.link;
  const href = column.href;
  const width = userWidth ?? column.width ?? (column.format ? FORMAT_WIDTH_PX[column.format] : undefined);
  return {
    id,
    field: column.field,
    header,
    sortable: column.sortable ?? false,
    resizable: column.resizable !== false,
    ...(column.format ? { format: column.format } : {}),
    ...(width ? { width } : {}),
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
            const address = linkAddress(link, { ...scope, row }, routePath);
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
