import { memo, useCallback, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import {
  useTable,
  type ColumnDef,
  type PaginationState,
  type Row,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import type { ValueFormat } from '../../definition/index.ts';
import { FormattedValue } from '../format/FormattedValue.tsx';
import { formatValue, type FormatContext } from '../format/format-value.ts';
import { ColumnResizeHandle } from './ColumnResizeHandle.tsx';
import type { Density } from './table-settings.ts';
import { TABLE_FEATURES, type TableFeatureSet, type TableRow as Record_ } from './table-features.ts';
import { valueAtPath } from '../../renderer/value-at-path.ts';
import { VirtualTableBody } from './VirtualTableBody.tsx';

export interface EngineColumn {
  readonly id: string;
  /** Dotted path of the value in a row. */
  readonly field: string;
  readonly header: string;
  readonly sortable: boolean;
  readonly format?: ValueFormat;
  /** Pixels; absent shares the width evenly. */
  readonly width?: number;
  /** False: the user may not drag this column's width. */
  readonly resizable?: boolean;
  /** Draws the cell itself (a link to a route); absent shows the formatted value. */
  readonly render?: (row: Record_, content: ReactNode) => ReactNode;
}

/** Paging done by the server: the table shows one page and asks for others. */
export interface ServerPaging {
  readonly rowCount: number;
  /** rowCount is the server's estimate (more rows than it counts exactly): shown as "about". */
  readonly rowCountEstimated?: boolean;
  readonly pagination: PaginationState;
  readonly onPaginationChange: (pagination: PaginationState) => void;
  readonly pageSizeOptions: readonly number[];
}

export interface EngineTableProps {
  /** The table's accessible name. */
  readonly label: string;
  readonly columns: readonly EngineColumn[];
  readonly rows: readonly Record_[];
  /** What identifies a row (selection survives paging and sorting by it). */
  readonly rowId: (row: Record_) => string;
  readonly sorting: SortingState;
  readonly onSortingChange: (sorting: SortingState) => void;
  /** Present for server-paged tables; absent for client lists, which sort here and scroll. */
  readonly paging?: ServerPaging;
  readonly selectable?: boolean;
  readonly selection?: RowSelectionState;
  readonly onSelectionChange?: (selection: RowSelectionState) => void;
  /** The actions of one row (buttons), in a last column. */
  readonly renderRowActions?: (row: Record_) => ReactNode;
  readonly loading?: boolean;
  readonly emptyText: string;
  /** The call failed: the spec's general error in the table's place, with a retry. */
  readonly error?: { readonly text: string; readonly onRetry: () => void };
  /** Row height: compact rows for scanning many, standard rows for reading. */
  readonly density?: Density;
  /** Called with a column's new width when the user drags or steps its edge; absent: columns do not resize. */
  readonly onColumnResize?: (columnId: string, width: number) => void;
  /** Width of the row-actions column, so its buttons never wrap. */
  readonly actionsWidth?: number;
  /** Placeholder rows drawn while the first answer is on its way (a server page's size). */
  readonly skeletonRows?: number;
  /** Client lists longer than this render only the rows in view. */
  readonly virtualizeAfter: number;
}

const NO_SELECTION: RowSelectionState = {};
const NUMERIC_FORMATS = new Set<ValueFormat>(['integer', 'number', 'currency', 'percent', 'seconds']);
/** Numbers and dates line up on the right, as in a spreadsheet, so digits of the same place sit under each other. */
const RIGHT_ALIGNED = new Set<ValueFormat>([...NUMERIC_FORMATS, 'date', 'dateTime', 'centralDateTime', 'time']);
/** Columns without a width of their own still keep this much when the table is narrow; beyond it the table scrolls sideways. */
const MIN_SHARED_WIDTH_PX = 110;
const CHECKBOX_WIDTH_PX = 56;
const DEFAULT_SKELETON_ROWS = 10;
const resolve = <T,>(updater: Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

/**
 * The table markup over TanStack Table's headless model: sort headers, selection, row actions,
 * server paging or, for long client lists, row virtualization, and the empty state. A paged
 * table scrolls in its own box under a sticky header, with fixed column widths the user may drag
 * (cells keep one line and show the whole text as a tooltip), skeleton rows until the first
 * answer, and the general error with a retry when the call fails.
 */
export function EngineTable(props: EngineTableProps) {
  const { t, i18n } = useTranslation();
  const { columns, rows, rowId, sorting, onSortingChange, paging, selectable, renderRowActions } = props;
  const selection = props.selection ?? NO_SELECTION;
  const onSelectionChange = props.onSelectionChange;

  const columnDefs = useMemo<Array<ColumnDef<TableFeatureSet, Record_, unknown>>>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: Record_) => valueAtPath(row, column.field) as never,
        enableSorting: column.sortable,
        sortFn: NUMERIC_FORMATS.has(column.format ?? 'text') ? 'basic' : 'alphanumeric',
        sortUndefined: 'last',
      })),
    [columns],
  );

  const getRowId = useCallback((row: Record_) => rowId(row), [rowId]);

  const handleSorting = useCallback((updater: Updater<SortingState>) => onSortingChange(resolve(updater, sorting)), [onSortingChange, sorting]);
  const handleSelection = useCallback(
    (updater: Updater<RowSelectionState>) => onSelectionChange?.(resolve(updater, selection)),
    [onSelectionChange, selection],
  );

  const table = useTable({
    features: TABLE_FEATURES,
    columns: columnDefs,
    data: rows,
    getRowId,
    state: {
      sorting,
      rowSelection: selection,
      ...(paging ? { pagination: paging.pagination } : {}),
    },
    onSortingChange: handleSorting,
    onRowSelectionChange: handleSelection,
    enableRowSelection: Boolean(selectable),
    enableMultiSort: false,
    manualSorting: Boolean(paging),
    manualPagination: true,
    ...(paging ? { rowCount: paging.rowCount } : {}),
  });

  const textContext = useMemo<FormatContext>(() => ({ language: i18n.language, t: (key: string) => t(key) }), [i18n.language, t]);
  const modelRows = table.getRowModel().rows;
  const virtual = !paging && modelRows.length > props.virtualizeAfter;
  const columnCount = columns.length + (selectable ? 1 : 0) + (renderRowActions ? 1 : 0);
  const { onColumnResize, actionsWidth } = props;
  const columnOf = (id: string) => columns.find((column) => column.id === id);
  const compact = props.density === 'compact';

  const headerRows = (
    <>
      {table.getHeaderGroups().map((group) => (
        <TableRow key={group.id} style={virtual ? FLEX_ROW : undefined}>
          {selectable ? (
            <TableCell padding="checkbox" style={virtual ? CHECKBOX_CELL : undefined}>
              <Checkbox
                checked={table.getIsAllPageRowsSelected()}
                indeterminate={table.getIsSomePageRowsSelected()}
                onClick={table.getToggleAllPageRowsSelectedHandler()}
                slotProps={{ input: { 'aria-label': t('TABLE_SELECT_ALL_ROWS') } }}
                disabled={modelRows.length === 0}
              />
            </TableCell>
          ) : null}
          {group.headers.map((headerCell) => {
            const sorted = headerCell.column.getIsSorted();
            return (
              <TableCell
                key={headerCell.id}
                // A header cell in both layouts: the virtualized one is not inside a table head, where MUI would draw a td (aria-sort is not allowed on a td).
                component="th"
                scope="col"
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                align={alignOf(columnOf(headerCell.column.id))}
                style={headerStyle(columnOf(headerCell.column.id), virtual)}
                // Named by its header alone: the resize handle inside has a name of its own.
                aria-label={String(headerCell.column.columnDef.header)}
              >
                {headerCell.column.getCanSort() ? (
                  <TableSortLabel
                    active={sorted !== false}
                    direction={sorted === 'desc' ? 'desc' : 'asc'}
                    onClick={headerCell.column.getToggleSortingHandler()}
                  >
                    {String(headerCell.column.columnDef.header)}
                  </TableSortLabel>
                ) : (
                  String(headerCell.column.columnDef.header)
                )}
                {onColumnResize && !virtual && columnOf(headerCell.column.id)?.resizable !== false ? (
                  <ColumnResizeHandle
                    label={t('TABLE_RESIZE_COLUMN', { column: String(headerCell.column.columnDef.header) })}
                    width={columnOf(headerCell.column.id)?.width}
                    onResize={(width) => onColumnResize(headerCell.column.id, width)}
                  />
                ) : null}
              </TableCell>
            );
          })}
          {renderRowActions ? (
            <TableCell scope="col" style={virtual ? ACTIONS_CELL : actionsWidth ? { width: actionsWidth } : undefined}>
              {t('TABLE_ACTIONS')}
            </TableCell>
          ) : null}
        </TableRow>
      ))}
    </>
  );

  const empty = modelRows.length === 0 && !props.loading;
  const skeleton = modelRows.length === 0 && props.loading && !props.error;
  const minWidth =
    columns.reduce((sum, column) => sum + (column.width ?? MIN_SHARED_WIDTH_PX), 0) + (selectable ? CHECKBOX_WIDTH_PX : 0) + (renderRowActions ? (actionsWidth ?? 0) : 0);

  return (
    <Box>
      {props.loading ? <LinearProgress aria-label={t('LOADING')} /> : null}
      {virtual ? (
        <VirtualTableBody
          label={props.label}
          headerRows={headerRows}
          rows={modelRows}
          columns={columns}
          selectable={Boolean(selectable)}
          selection={selection}
          renderRowActions={renderRowActions}
          textContext={textContext}
          selectRowLabel={t('TABLE_SELECT_ROW')}
        />
      ) : (
        // Its own scrolling box, so the header stays in view over long pages; focusable, so the
        // keyboard scrolls it too. No landmark of its own: the block's section already is one.
        <TableContainer tabIndex={0} sx={CONTAINER_SX}>
          <Table
            aria-label={props.label}
            aria-busy={props.loading || undefined}
            size="small"
            stickyHeader
            style={{ tableLayout: 'fixed', minWidth }}
            sx={compact ? COMPACT_SX : STANDARD_SX}
            data-density={compact ? 'compact' : 'standard'}
          >
            <TableHead>{headerRows}</TableHead>
            <TableBody>
              {props.error ? (
                <TableRow>
                  <TableCell colSpan={columnCount} align="center" role="alert">
                    {props.error.text}{' '}
                    <Button size="small" onClick={props.error.onRetry}>
                      {t('RETRY')}
                    </Button>
                  </TableCell>
                </TableRow>
              ) : skeleton ? (
                Array.from({ length: props.skeletonRows ?? DEFAULT_SKELETON_ROWS }, (_, index) => (
                  <TableRow key={index} aria-hidden="true" data-skeleton-row="">
                    {Array.from({ length: columnCount }, (_, cell) => (
                      <TableCell key={cell}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              ) : empty ? (
                <TableRow>
                  <TableCell colSpan={columnCount} align="center">
                    {props.emptyText}
                  </TableCell>
                </TableRow>
              ) : (
                modelRows.map((row) => (
                  <PagedRow
                    key={row.id}
                    row={row}
                    columns={columns}
                    selectable={Boolean(selectable)}
                    selected={Boolean(selection[row.id])}
                    renderRowActions={renderRowActions}
                    textContext={textContext}
                    selectRowLabel={t('TABLE_SELECT_ROW')}
                  />
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {paging ? (
        <TablePagination
          component="div"
          count={paging.rowCount}
          page={paging.pagination.pageIndex}
          rowsPerPage={paging.pagination.pageSize}
          rowsPerPageOptions={[...paging.pageSizeOptions]}
          onPageChange={(_, pageIndex) => paging.onPaginationChange({ ...paging.pagination, pageIndex })}
          onRowsPerPageChange={(event) =>
            paging.onPaginationChange({ pageIndex: 0, pageSize: Number(event.target.value) })
          }
          labelRowsPerPage={t('TABLE_ROWS_PER_PAGE')}
          labelDisplayedRows={({ from, to, count }) =>
            t(paging.rowCountEstimated ? 'TABLE_DISPLAYED_ROWS_ESTIMATED' : 'TABLE_DISPLAYED_ROWS', { from, to, count })
          }
          getItemAriaLabel={(type) => t(`TABLE_PAGE_${type.toUpperCase()}`)}
        />
      ) : null}
    </Box>
  );
}

export interface RowViewProps {
  readonly row: Row<TableFeatureSet, Record_>;
  readonly columns: readonly EngineColumn[];
  readonly selectable: boolean;
  readonly selected: boolean;
  readonly renderRowActions: ((row: Record_) => ReactNode) | undefined;
  readonly textContext: FormatContext;
  readonly selectRowLabel: string;
}

/** The cells of one row; shared by paged and virtual bodies. */
export function RowCells({ row, columns, selectable, selected, renderRowActions, textContext, selectRowLabel, flex }: RowViewProps & { flex: boolean }) {
  return (
    <>
      {selectable ? (
        <TableCell padding="checkbox" style={flex ? CHECKBOX_CELL : undefined}>
          <Checkbox
            checked={selected}
            onClick={row.getToggleSelectedHandler()}
            slotProps={{ input: { 'aria-label': selectRowLabel } }}
          />
        </TableCell>
      ) : null}
      {columns.map((column) => {
        const value = valueAtPath(row.original, column.field);
        // The whole text as a tooltip: a fixed-width cell shows one line and clips the rest.
        const text = flex ? undefined : formatValue(value, column.format, textContext) || undefined;
        return (
          <TableCell key={column.id} align={alignOf(column)} style={flex ? columnStyle(column, flex) : CLIP} title={text}>
            {cellContent(row.original, column, textContext)}
          </TableCell>
        );
      })}
      {renderRowActions ? <TableCell style={flex ? ACTIONS_CELL : undefined}>{renderRowActions(row.original)}</TableCell> : null}
    </>
  );
}

// Cell sizes are inline styles, not sx: sx goes through the theme and a style hash on every
// render of every cell, which in a scrolling list is work in every frame.
const FLEX_ROW: CSSProperties = { display: 'flex' };
const CHECKBOX_CELL: CSSProperties = { flex: '0 0 56px' };
const ACTIONS_CELL: CSSProperties = { flex: '0 0 auto' };
const CLIP: CSSProperties = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
// The page keeps the filters and the first rows in view; the box grows with the window.
const CONTAINER_SX = { maxHeight: 'max(360px, calc(100vh - 220px))' } as const;
/** The resize handle: a thin strip on a header cell's right edge, visible on hover and on focus. */
const HANDLE_SX = {
  '& .engine-column-resize': {
    position: 'absolute',
    top: 0,
    right: 0,
    bottom: 0,
    width: 8,
    cursor: 'col-resize',
    touchAction: 'none',
    borderRight: '2px solid transparent',
    '&:hover, &:focus-visible': { borderRightColor: 'primary.main', outline: 'none' },
  },
} as const;
const STANDARD_SX = HANDLE_SX;
const COMPACT_SX = { ...HANDLE_SX, '& tbody td.MuiTableCell-sizeSmall': { py: '2px' } } as const;
const SHARED_WIDTH: CSSProperties = { flex: '1 1 0', ...CLIP };
const flexStyles = new WeakMap<EngineColumn, CSSProperties>();

/** A column's width: its own pixels, else an even share; virtual rows also clip overflowing text to keep one height. */
function columnStyle(column: EngineColumn | undefined, flex: boolean): CSSProperties | undefined {
  if (!flex) return column?.width ? { width: column.width } : undefined;
  if (!column?.width) return SHARED_WIDTH;
  let style = flexStyles.get(column);
  if (!style) flexStyles.set(column, (style = { flex: `0 0 ${column.width}px`, ...CLIP }));
  return style;
}

/** A header cell's width and room for its resize handle at the right edge. */
function headerStyle(column: EngineColumn | undefined, flex: boolean): CSSProperties | undefined {
  if (flex) return columnStyle(column, flex);
  return column?.width ? { width: column.width } : undefined;
}

function alignOf(column: EngineColumn | undefined): 'right' | undefined {
  return column?.format && RIGHT_ALIGNED.has(column.format) ? 'right' : undefined;
}

function cellContent(row: Record_, column: EngineColumn, context: FormatContext): ReactNode {
  const content = <FormattedValue value={valueAtPath(row, column.field)} format={column.format} context={context} />;
  return column.render ? column.render(row, content) : content;
}

const PagedRow = memo(function PagedRow(props: RowViewProps) {
  return (
    <TableRow hover selected={props.selected}>
      <RowCells {...props} flex={false} />
    </TableRow>
  );
});
