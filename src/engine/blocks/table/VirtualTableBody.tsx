import { memo, useCallback, useRef, type ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableRow from '@mui/material/TableRow';
import type { Row, RowSelectionState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { FormatContext } from '../format/format-value.ts';
import { RowCells, type EngineColumn, type RowViewProps } from './EngineTable.tsx';
import type { TableFeatureSet, TableRow as Record_ } from './table-features.ts';

/** Rows have one fixed height: measuring 100,000 rows would cost more than it saves. */
export const VIRTUAL_ROW_HEIGHT_PX = 40;
const VIEWPORT_HEIGHT_PX = 600;
const OVERSCAN_ROWS = 8;
const estimateSize = () => VIRTUAL_ROW_HEIGHT_PX;

export interface VirtualTableBodyProps {
  readonly label: string;
  /** The header's rows, kept in view above the scrolling rows. */
  readonly headerRows: ReactNode;
  readonly rows: ReadonlyArray<Row<TableFeatureSet, Record_>>;
  readonly columns: readonly EngineColumn[];
  readonly selectable: boolean;
  readonly selection: RowSelectionState;
  readonly renderRowActions: ((row: Record_) => ReactNode) | undefined;
  readonly textContext: FormatContext;
  readonly selectRowLabel: string;
}

/**
 * A long client list in a scrolling box that renders only the rows in view (plus a few), with
 * grid markup: rows are absolutely placed inside a body as tall as all rows together. A row's
 * place never changes while scrolling, so memoized rows already on screen do not re-render;
 * each frame only mounts the rows scrolled in. aria-rowcount/aria-rowindex tell assistive
 * technology the whole list's size and where each rendered row sits in it.
 */
export function VirtualTableBody(props: VirtualTableBodyProps) {
  const { rows } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  // Stable while the rows are: the virtualizer lays out every row again (100,000 of them) each
  // time this function is new, which on every scroll event would cost more than the frame.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN_ROWS,
    initialRect: { width: 0, height: VIEWPORT_HEIGHT_PX },
  });

  return (
    <div ref={scrollRef} style={{ height: VIEWPORT_HEIGHT_PX, overflow: 'auto' }} tabIndex={0} role="region" aria-label={props.label}>
      <Table aria-label={props.label} aria-rowcount={rows.length + 1} size="small" sx={{ display: 'grid' }}>
        <thead style={{ display: 'grid', position: 'sticky', top: 0, zIndex: 1, background: 'white' }}>{props.headerRows}</thead>
        <TableBody sx={{ display: 'grid', position: 'relative', height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <VirtualRow
                key={row.id}
                index={item.index}
                start={item.start}
                row={row}
                columns={props.columns}
                selectable={props.selectable}
                selected={Boolean(props.selection[row.id])}
                renderRowActions={props.renderRowActions}
                textContext={props.textContext}
                selectRowLabel={props.selectRowLabel}
              />
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

const VirtualRow = memo(function VirtualRow(props: RowViewProps & { index: number; start: number }) {
  // Inline, not sx: as an sx value each row's offset would add a CSS rule of its own to the
  // page (thousands after a long scroll), and sx costs a trip through the theme per render.
  const style = {
    display: 'flex',
    position: 'absolute',
    width: '100%',
    height: VIRTUAL_ROW_HEIGHT_PX,
    transform: `translateY(${props.start}px)`,
  } as const;
  return (
    <TableRow hover selected={props.selected} aria-rowindex={props.index + 2} style={style}>
      <RowCells {...props} flex />
    </TableRow>
  );
});

export type { EngineColumn };
