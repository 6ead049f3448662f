import type { FieldLayout } from '../../definition/index.ts';

/** A cell's width on MUI Grid's 12 columns, per breakpoint from xs up (MUI Grid's `size`). */
export type GridSize = { readonly xs: number; readonly sm?: number; readonly md?: number; readonly lg?: number; readonly xl?: number };

const BREAKPOINTS = ['sm', 'md', 'lg', 'xl'] as const;
const GRID_COLUMNS = 12;
const FULL_WIDTH: GridSize = { xs: GRID_COLUMNS };

/** The uiSchema option (`ui:layout`) that lays out an object's fields; RJSF hands it over as `layout`. */
export function layoutOf(uiOptions: Readonly<Record<string, unknown>>): FieldLayout | undefined {
  const layout = uiOptions.layout;
  return layout && typeof layout === 'object' && 'columns' in layout ? (layout as FieldLayout) : undefined;
}

const sizes = new WeakMap<FieldLayout, Map<string, GridSize>>();

/**
 * A field's cell: one field per line on a phone (xs), then at each breakpoint the layout names
 * its share of the line, `span` columns of the layout wide. MUI Grid carries a size up to the
 * wider breakpoints the layout leaves out, as the layout's columns do.
 */
export function cellSize(layout: FieldLayout | undefined, name: string): GridSize {
  if (!layout) return FULL_WIDTH;
  let byName = sizes.get(layout);
  if (!byName) sizes.set(layout, (byName = new Map()));
  let size = byName.get(name);
  if (size) return size;
  const span = layout.fields?.[name]?.span ?? 1;
  const out: Record<string, number> = { xs: GRID_COLUMNS };
  for (const breakpoint of BREAKPOINTS) {
    const columns = layout.columns[breakpoint];
    if (columns === undefined) continue;
    out[breakpoint] = span === 'full' ? GRID_COLUMNS : Math.min(GRID_COLUMNS, (GRID_COLUMNS / columns) * span);
  }
  size = out as unknown as GridSize;
  byName.set(name, size);
  return size;
}

export interface LayoutGroup<T> {
  /** Section id; undefined for the fields in no section. */
  readonly id?: string;
  /** i18n key of the section heading. */
  readonly title?: string;
  readonly fields: readonly T[];
}

/**
 * The fields grouped as the layout says: the fields in no section first (in the order given,
 * which is `ui:order`), then each section by ascending `order` with its fields in its own order.
 * A section's name that is not a field of the object (the QA check refuses it) is skipped.
 */
export function layoutGroups<T extends { readonly name: string }>(layout: FieldLayout | undefined, fields: readonly T[]): LayoutGroup<T>[] {
  const sections = Object.entries(layout?.sections ?? {}).sort(([, a], [, b]) => (a.order ?? 0) - (b.order ?? 0));
  if (sections.length === 0) return [{ fields }];
  const byName = new Map(fields.map((field) => [field.name, field]));
  const inSection = new Set(sections.flatMap(([, section]) => section.fields));
  const loose = fields.filter((field) => !inSection.has(field.name));
  const groups: LayoutGroup<T>[] = loose.length ? [{ fields: loose }] : [];
  for (const [id, section] of sections) {
    const members = section.fields.flatMap((name) => {
      const field = byName.get(name);
      return field ? [field] : [];
    });
    if (members.length) groups.push({ id, title: section.title, fields: members });
  }
  return groups;
}
