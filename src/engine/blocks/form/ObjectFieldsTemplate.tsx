import { memo, useId, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { buttonId, canExpand, descriptionId, getTemplate, getUiOptions, titleId, type ObjectFieldTemplateProps } from '@rjsf/utils';
import type { FieldLayout } from '../../definition/index.ts';
import { cellSize, layoutGroups, layoutOf, type GridSize } from './field-layout.ts';
import { useProgressiveCount } from './progressive-fields.ts';

const CONTAINER_SX = { mt: 1.25 } as const;
const ITEM_SIZE = { xs: 12 } as const;
const ITEM_SX = { mb: 1.25 } as const;
const LAID_OUT_ITEM_SX = { mb: 0.25, minWidth: 0 } as const;
const SECTION_SX = { mt: 1.5 } as const;
const NO_NAMES: readonly string[] = [];
const ADD_BUTTON_SX = { justifyContent: 'flex-end' } as const;
/**
 * Fields per section of a long list. A section off screen skips style, layout, paint and hit
 * testing (keeping the height it last had), so the browser's work per keystroke does not grow
 * with the form. Sections rather than single fields: the browser checks every such box against
 * the viewport after each change, and 1000 of them would cost more than they save.
 */
const SECTION_FIELDS = 20;
/** A field's height with its gaps, for a section not drawn yet (the scrollbar's estimate). */
const FIELD_HEIGHT_ESTIMATE_PX = 82;

/**
 * The fields of an object, laid out like @rjsf/mui's template (title, description, a grid of
 * fields, the add button of an object with additional properties), with three changes:
 *
 * - a titled object (a provider with its package) is a labelled group, so assistive technology
 *   announces "Website Provider, group" before fields whose labels repeat in the next group;
 * - a long list of fields mounts progressively (see progressive-fields.ts), in sections the
 *   browser skips while they are off screen;
 * - each field's grid cell is memoized on its field's props: a committed value re-renders the
 *   field that changed, not every cell of a 1000-field form;
 * - `ui:layout` (meta-schema FieldLayout) lays the fields out in a responsive grid: columns per
 *   breakpoint, a span per field, titled sections; a phone keeps one field per line;
 * - `ui:collapsed` (set by the filters block, not by definitions) names fields left undrawn
 *   while "More filters" is closed; their values stay in the form.
 */
export function ObjectFieldsTemplate(props: ObjectFieldTemplateProps) {
  const { description, title, properties, required, disabled, readonly, uiSchema, fieldPathId, schema, formData, optionalDataControl, onAddProperty, registry } = props;
  const uiOptions = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, uiOptions);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  const { AddButton } = registry.templates.ButtonTemplates;
  const controlInTitle = !readonly && !disabled;
  const layout = layoutOf(uiOptions);
  const collapsed = Array.isArray(uiOptions.collapsed) ? (uiOptions.collapsed as readonly string[]) : NO_NAMES;
  const drawn = collapsed.length ? properties.filter((property) => !collapsed.includes(property.name)) : properties;
  const shown = useProgressiveCount(drawn.length);

  const content = (
    <>
      {title ? (
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={title}
          required={required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
          optionalDataControl={controlInTitle ? optionalDataControl : undefined}
        />
      ) : null}
      {description ? (
        <DescriptionFieldTemplate id={descriptionId(fieldPathId)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />
      ) : null}
      {layout ? (
        <LaidOutFields layout={layout} properties={drawn.slice(0, shown)} optionalDataControl={controlInTitle ? null : optionalDataControl} />
      ) : (
        <Grid container spacing={2} sx={CONTAINER_SX}>
          {controlInTitle ? null : optionalDataControl}
          {drawn.length <= SECTION_FIELDS
            ? fieldCells(drawn.slice(0, shown))
            : sectionsOf(drawn.slice(0, shown)).map((section, index) => <FieldSection key={index} fields={section} />)}
        </Grid>
      )}
      {canExpand(schema, uiSchema, formData) ? (
        <Grid container sx={ADD_BUTTON_SX}>
          <Grid>
            <AddButton
              id={buttonId(fieldPathId, 'add')}
              className="rjsf-object-property-expand"
              onClick={onAddProperty}
              disabled={disabled || readonly}
              uiSchema={uiSchema}
              registry={registry}
            />
          </Grid>
        </Grid>
      ) : null}
    </>
  );
  if (!title) return content;
  return (
    <Box role="group" aria-labelledby={titleId(fieldPathId)}>
      {content}
    </Box>
  );
}

type Property = ObjectFieldTemplateProps['properties'][number];

function fieldCells(properties: readonly Property[], layout?: FieldLayout) {
  return properties.map((property) =>
    // A hidden field draws no cell: an empty cell would still take up a row.
    property.hidden ? (
      property.content
    ) : (
      <FieldCell key={property.name} content={property.content} size={layout ? cellSize(layout, property.name) : ITEM_SIZE} laidOut={Boolean(layout)} />
    ),
  );
}

/** The fields in the grid the definition's `ui:layout` describes, sections as labelled groups. */
function LaidOutFields({ layout, properties, optionalDataControl }: { layout: FieldLayout; properties: readonly Property[]; optionalDataControl: ReactNode }) {
  const groups = layoutGroups(layout, properties);
  return (
    <>
      {groups.map((group, index) =>
        group.id ? (
          <LayoutSection key={group.id} title={group.title ?? group.id} fields={group.fields} layout={layout} />
        ) : (
          <Grid key="fields" container columnSpacing={2} rowSpacing={1} sx={CONTAINER_SX} data-layout-group={index}>
            {optionalDataControl}
            {fieldCells(group.fields, layout)}
          </Grid>
        ),
      )}
    </>
  );
}

function LayoutSection({ title, fields, layout }: { title: string; fields: readonly Property[]; layout: FieldLayout }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId} sx={SECTION_SX}>
      <Typography id={headingId} variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {t(title)}
      </Typography>
      <Grid container columnSpacing={2} rowSpacing={1} sx={CONTAINER_SX}>
        {fieldCells(fields, layout)}
      </Grid>
    </Box>
  );
}

function sectionsOf(properties: readonly Property[]): Property[][] {
  const sections: Property[][] = [];
  for (let start = 0; start < properties.length; start += SECTION_FIELDS) sections.push(properties.slice(start, start + SECTION_FIELDS));
  return sections;
}

/**
 * A run of fields in a cell of its own, drawn only near the viewport. The clip margin leaves
 * room for what MUI draws just outside a field's box (the outlined label's notch, focus rings).
 */
function FieldSection({ fields }: { fields: readonly Property[] }) {
  const style: CSSProperties = {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${fields.length * FIELD_HEIGHT_ESTIMATE_PX}px`,
    overflowClipMargin: '12px',
  };
  return (
    <Grid size={ITEM_SIZE} style={style}>
      <Grid container spacing={2}>
        {fieldCells(fields)}
      </Grid>
    </Grid>
  );
}

/**
 * One field's cell. RJSF hands over a new element per field on every change; when its props are
 * the same, RJSF's memoized field would not render anyway, so neither does its cell.
 */
const FieldCell = memo(
  function FieldCell({ content, size, laidOut }: { content: ReactElement; size: GridSize; laidOut: boolean }) {
    return (
      <Grid size={size} sx={laidOut ? LAID_OUT_ITEM_SX : ITEM_SX}>
        {content}
      </Grid>
    );
  },
  (before, after) => before.size === after.size && sameElement(before.content, after.content),
);

function sameElement(a: ReactElement, b: ReactElement): boolean {
  if (a === b) return true;
  if (a.type !== b.type || a.key !== b.key) return false;
  const before = a.props as Record<string, unknown>;
  const after = b.props as Record<string, unknown>;
  const keys = Object.keys(before);
  return keys.length === Object.keys(after).length && keys.every((key) => Object.is(before[key], after[key]));
}
