import { memo, useCallback, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
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
import type { FormatContext } from '../format/format-value.ts';
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
  /** Draws the cell itself (a link to a route); absent shows the formatted value. */
  readonly render?: (row: Record_, content: ReactNode) => ReactNode;
}

/** Paging done by the server: the table shows one page and asks for others. */
export interface ServerPaging {
  readonly rowCount: number;
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
  /** Client lists longer than this render only the rows in view. */
  readonly virtualizeAfter: number;
}

const NO_SELECTION: RowSelectionState = {};
const NUMERIC_FORMATS = new Set<ValueFormat>(['integer', 'number', 'currency', 'percent', 'seconds']);
const resolve = <T,>(updater: Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

/**
 * The table markup over TanStack Table's headless model: sort headers, selection, row actions,
 * server paging or, for long client lists, row virtualization, and the empty state.
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
                scope="col"
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                style={columnStyle(columns.find((column) => column.id === headerCell.column.id), virtual)}
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
              </TableCell>
            );
          })}
          {renderRowActions ? (
            <TableCell scope="col" style={virtual ? ACTIONS_CELL : undefined}>
              {t('TABLE_ACTIONS')}
            </TableCell>
          ) : null}
        </TableRow>
      ))}
    </>
  );

  const empty = modelRows.length === 0 && !props.loading;

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
        <TableContainer>
          <Table aria-label={props.label} aria-busy={props.loading || undefined} size="small">
            <TableHead>{headerRows}</TableHead>
            <TableBody>
              {empty ? (
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
          labelDisplayedRows={({ from, to, count }) => t('TABLE_DISPLAYED_ROWS', { from, to, count })}
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
      {columns.map((column) => (
        <TableCell key={column.id} style={columnStyle(column, flex)}>
          {cellContent(row.original, column, textContext)}
        </TableCell>
      ))}
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
