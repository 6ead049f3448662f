import { useRef } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { BENCH_COLUMNS, benchRows, TABLE_ROWS, type BenchRow } from '../../table-data.ts';
import type { BenchCase } from '../bench-case.ts';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, BenchRow>();
const columns = helper.columns(BENCH_COLUMNS.map((column) => helper.accessor(column.field, { header: column.header })));
const widthOf = (field: string) => BENCH_COLUMNS.find((column) => column.field === field)?.width;
const cellStyle = (field: string) => {
  const width = widthOf(field);
  return { display: 'flex', overflow: 'hidden', whiteSpace: 'nowrap', ...(width ? { width } : { flex: 1, minWidth: 0 }) } as const;
};

/**
 * The baseline: TanStack Table + TanStack Virtual with grid markup, after TanStack's
 * virtualized-rows example (rows measured as they mount, five rows of overscan).
 */
function PlainTable({ rows }: { rows: BenchRow[] }) {
  const table = useTable({ features, columns, data: rows });
  const modelRows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: modelRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 33,
    measureElement: (element) => element.getBoundingClientRect().height,
    overscan: 5,
  });
  return (
    <div ref={scrollRef} data-bench-scroll style={{ height: 600, overflow: 'auto', position: 'relative' }}>
      <table style={{ display: 'grid', width: '100%', borderCollapse: 'collapse' }}>
        <thead style={{ display: 'grid', position: 'sticky', top: 0, zIndex: 1, background: 'white' }}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} style={{ display: 'flex', width: '100%' }}>
              {group.headers.map((header) => (
                <th key={header.id} style={cellStyle(header.column.id)}>
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody style={{ display: 'grid', height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = modelRows[item.index]!;
            return (
              <tr
                key={row.id}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                ref={(node) => virtualizer.measureElement(node)}
                style={{ display: 'flex', position: 'absolute', transform: `translateY(${item.start}px)`, width: '100%' }}
              >
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} style={cellStyle(cell.column.id)}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const plainTable: BenchCase = {
  element: () => <PlainTable rows={benchRows(TABLE_ROWS)} />,
  firstSelector: () => '[aria-rowindex="2"]',
  completeSelector: () => '[aria-rowindex="2"]',
  scrollSelector: '[data-bench-scroll]',
};

export default plainTable;
