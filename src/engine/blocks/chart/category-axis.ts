/**
 * The category axis of a bar or line chart. Each item is placed by its position, and its label
 * comes from the formatter: placed by label, items sharing one (two OEMs' "Central District 1"
 * in an all-OEM compliance report) fell into one band, their bars drawn on top of each other
 * and the axis no longer matching the rows. Time and linear scales keep their values.
 */
export type CategoryScale = 'band' | 'point' | 'time' | 'linear';

export interface CategoryAxis {
  scaleType: CategoryScale;
  data: Array<string | number>;
  valueFormatter?: (value: number) => string;
  label?: string;
}

export function categoryAxis(categories: readonly string[], scaleType: CategoryScale, label?: string): CategoryAxis {
  if (scaleType === 'time' || scaleType === 'linear') return { scaleType, data: [...categories], label };
  return {
    scaleType,
    data: categories.map((_, index) => index),
    valueFormatter: (index) => categories[index] ?? '',
    label,
  };
}
