import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Skeleton from '@mui/material/Skeleton';
import { useTheme, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { orderedEntries, type ChartBlock as ChartBlockDefinition } from '../../definition/index.ts';
import { failureText } from '../../renderer/call-messages.ts';
import { useScreen } from '../../renderer/screen-context.tsx';
import { useScreenSelector, type ScreenState } from '../../renderer/screen-store.ts';
import { useBindingScope } from '../../renderer/use-binding-scope.ts';
import { useBlockData } from '../../renderer/use-block-data.ts';
import { valueAtPath } from '../../renderer/value-at-path.ts';
import type { BlockRendererProps } from '../../registry.ts';
import { formatValue } from '../format/format-value.ts';
import { useFormatContext } from '../format/use-format-context.ts';
import { BlockError } from '../unknown/BlockError.tsx';
import { categoryAxis } from './category-axis.ts';

const DEFAULT_HEIGHT_PX = 320;

/**
 * The series colours of the OEM's skin: its primary and secondary colours first, then their
 * shades, so a Honda report is drawn in Honda red and a BMW one in BMW blue (MUI X would use its
 * own palette otherwise).
 */
export function skinChartColors(theme: Theme): string[] {
  const { primary, secondary, grey } = theme.palette;
  return [primary.main, secondary.main, primary.light, secondary.light, primary.dark, secondary.dark, grey[500], grey[700]];
}

/**
 * A chart of report data (@mui/x-charts): the items of the bound operation's answer along the
 * category axis, one series per definition entry. Alongside the drawing, a visually hidden table
 * carries the same numbers for screen readers, which cannot read an SVG chart.
 */
export default function ChartBlock({ id, block }: BlockRendererProps<ChartBlockDefinition>) {
  const { t } = useTranslation();
  const format = useFormatContext();
  // The filters a filters block applies to this chart too (`alsoTargets`), read as `$filters`.
  const screen = useScreen();
  const filters = useScreenSelector(screen.store, useCallback((state: ScreenState) => state.filters[id], [id]));
  const local = useMemo(() => (filters ? { filters } : undefined), [filters]);
  const scope = useBindingScope(block, local);
  const options = useMemo(() => ({ scope }), [scope]);
  const { data, loading, error } = useBlockData(id, block.call, options);
  const series = useMemo(() => orderedEntries(block.series), [block.series]);
  const theme = useTheme();
  const colors = useMemo(() => skinChartColors(theme), [theme]);

  if (error) return <BlockError text={failureText(undefined, t)} />;
  if (loading && data === undefined) return <Skeleton variant="rectangular" height={block.height ?? DEFAULT_HEIGHT_PX} role="progressbar" aria-label={t('LOADING')} />;

  const raw = valueAtPath(data, block.items);
  const items = Array.isArray(raw) ? raw : [];
  if (items.length === 0) return <Typography role="status">{t(block.emptyState ?? 'NO_DATA_FOUND')}</Typography>;

  const categories = items.map((item) => String(valueAtPath(item, block.x.field) ?? ''));
  const values = series.map(([seriesId, entry]) => ({
    id: seriesId,
    label: t(entry.label),
    data: items.map((item) => {
      const value = Number(valueAtPath(item, entry.field));
      return Number.isFinite(value) ? value : null;
    }),
    valueFormatter: (value: number | null) => (value === null ? '' : formatValue(value, entry.format, format)),
    ...(entry.stack ? { stack: entry.stack } : {}),
  }));
  const height = block.height ?? DEFAULT_HEIGHT_PX;
  const title = block.title ? t(block.title) : undefined;

  return (
    <figure style={{ margin: 0 }} aria-label={title}>
      {block.chart === 'pie' ? (
        <PieChart
          height={height}
          colors={colors}
          series={[
            {
              data: categories.map((label, index) => ({ id: index, label, value: values[0]?.data[index] ?? 0 })),
              valueFormatter: (item) => values[0]?.valueFormatter(item.value) ?? String(item.value),
            },
          ]}
        />
      ) : block.chart === 'line' ? (
        <LineChart
          height={height}
          colors={colors}
          xAxis={[categoryAxis(categories, block.x.scale ?? 'point', block.x.label ? t(block.x.label) : undefined)]}
          yAxis={[{ label: block.yLabel ? t(block.yLabel) : undefined }]}
          series={values}
        />
      ) : (
        <BarChart
          height={height}
          colors={colors}
          xAxis={[categoryAxis(categories, 'band', block.x.label ? t(block.x.label) : undefined)]}
          yAxis={[{ label: block.yLabel ? t(block.yLabel) : undefined }]}
          series={values}
        />
      )}
      <table className="sr-only" style={visuallyHidden} data-chart-data={id}>
        {title ? <caption>{title}</caption> : null}
        <thead>
          <tr>
            <th scope="col">{block.x.label ? t(block.x.label) : ''}</th>
            {values.map((entry) => (
              <th key={entry.id} scope="col">
                {entry.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category, index) => (
            <tr key={`${category}-${index}`}>
              <th scope="row">{category}</th>
              {values.map((entry) => (
                <td key={entry.id}>{entry.valueFormatter(entry.data[index] ?? null)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Present for assistive technology, invisible on screen (the usual clip pattern). */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
