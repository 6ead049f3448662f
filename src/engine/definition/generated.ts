/**
 * Generated from schemas/meta/screen.schema.json and schemas/meta/skin.schema.json by scripts/gen-definition-types.ts
 * (json-schema-to-typescript). Do not edit: change the meta-schema and regenerate; the
 * `--check` mode fails when this file is stale.
 */

import type { FieldsSchema, FieldsUiSchema, JsonValue } from './value-types.ts';

/**
 * An i18n key present in both the English and the French catalogue (src/i18n/en/, src/i18n/fr/) (the QA check refuses a key missing from either). The engine shows the translation; a key without one shows as raw text, never as a blank.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "MessageKey".
 */
export type MessageKey = string;
/**
 * A role as the contract's x-roles name it: admin (role admin), oem (manufacturer staff), dealer (a role containing Dealer), dealerGroup (Dealer Group), cmsEditor (the CMS Editor group).
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "Role".
 */
export type Role = 'admin' | 'oem' | 'dealer' | 'dealerGroup' | 'cmsEditor';
/**
 * One block of a screen; `kind` says which renderer draws it (src/engine/blocks, one registry).
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "Block".
 */
export type Block =
  | FormBlock
  | TableBlock
  | FiltersBlock
  | WizardBlock
  | ModalBlock
  | ContentBlock
  | ChartBlock
  | ActionsBlock
  | DetailBlock
  | XmlBlock
  | MapBlock
  | VideoBlock;
/**
 * A form (RJSF with the MUI theme and the shared validator of src/rules): fields validated per field on blur and all on submit, submitted to one operation. A 400's field errors show on their fields: a server field path is mapped back through the body binding (body `{"contactDetails": "$form"}` maps `contactDetails.email` to the form's `email`). `$form` holds only the fields of `schema` (extra initial values are dropped), minus `transient` fields.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "FormBlock".
 */
export type FormBlock = BlockBase & {
  /**
   * A form.
   */
  kind: 'form';
  schema: JsonSchema;
  uiSchema?: UiSchema;
  /**
   * Names of top-level fields that only drive conditions and layout (e.g. a yes/no question that skips a step): the user answers them, `$form.<name>` reads them, but `$form` leaves them out of every call.
   */
  transient?: string[];
  /**
   * Field name (dotted for a field inside an object field, e.g. `websiteProvider.providerName`) → where its choices come from.
   */
  options?: {
    [k: string]: OptionsSource;
  };
  load?: Call;
  initialValues?: BindingPath;
  submit: Call;
  submitLabel?: MessageKey;
  readOnly?: Condition;
  readOnlyHint?: MessageKey;
  /**
   * A secondary button (Cancel, Skip): in a modal it closes the modal, elsewhere it goes to `navigate`, or resets the form when that is absent. Nothing is sent.
   */
  cancel?: {
    label: MessageKey;
    navigate?: RouteLink;
  };
  messages?: Messages;
  onSuccess?: Outcome;
  /**
   * Trims text values before validation and submit (the spec's contact modal: values are trimmed).
   */
  trim?: boolean;
};
/**
 * A value computed at run time, as plain data (no code, no templates): a string starting with `$` reads from the scope: `$route.<param>` (path parameter of the route), `$query.<name>` (query string of the address), `$user.<field>` (the signed-in user's details, e.g. `$user.oemId`), `$row.<field>` (the table row an action or a modal opened from it works on), `$selection` / `$selection.<field>` (the selected rows of a table, or that field of each, for bulk actions), `$form` / `$form.<field>` (the values of the enclosing form or wizard; the reason prompt of an action is `$form.reason`), `$filters` / `$filters.<field>` (the applied values of the filters block that targets this table), `$data.<blockId>.<path>` (the response of another block's data call), `$response.<path>` (in an `onSuccess`: the answer of the call that just succeeded, e.g. the id a create or an import answered, for the route it navigates to). Any other value is a literal; objects and arrays are resolved member by member (members that resolve to nothing are left out), so a body can nest bindings: `{"contactDetails": "$form", "final": true}`. A literal string that starts with `$` is written `{"$literal": "$…"}`. `{"$number": "$route.addonId"}` reads a binding as a number (route and query parameters are text; a numeric text becomes its number, anything else is sent as it is so the server refuses it). `{"$firstOf": ["$form.oemId", "$user.oemId"]}` takes the first item that has a value (absent, null and empty text do not count): a filter's choice, else the user's own. A binding the QA check cannot resolve (unknown root, a `$data` block that does not exist, a route parameter the route does not have, a form field the form does not have) is an error.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "Binding".
 */
export type Binding = JsonValue;
/**
 * A JSON Schema (2020-12) of type object describing the fields, in the contract's vocabulary: the shared formats of src/rules (email, phone, enrollment-phone, zip with x-zip-country, website-url, emails, card-number, month-year, security-code, reason, strong-password, date), maxLength 250 on text, enums as `oneOf` of `const` + `title`. Every `title` and `description` in it is an i18n key. Written out rather than taken from the contract at run time so the screen renders without the contract and an overlay can narrow it; the QA check holds it to the operation's request body (fields exist there, types and formats agree, required body fields are produced).
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "JsonSchema".
 */
export type JsonSchema = FieldsSchema;
/**
 * RJSF uiSchema hints for the fields: `ui:order`, `ui:widget` (e.g. textarea, radio, checkboxes, password, hidden), `ui:placeholder` and `ui:help` (i18n keys), `ui:autofocus`, `ui:options`, per field by name. `ui:visible` (a Condition, on a top-level field of a form or filters block) leaves the field out of the schema for users and pages where it fails: not drawn, not required, not sent (the Lead Viewer's dealer filter, for users who act for several dealers). Layout only: validation lives in the schema. `ui:layout` (FieldLayout) lays out the fields of the object it sits on, at the root or on any object field (e.g. under `contacts.items`).
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "UiSchema".
 */
export type UiSchema = FieldsUiSchema;
/**
 * Id of a block, camelCase, unique over the screen.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "BlockId".
 */
export type BlockId = string;
/**
 * A binding read (see Binding), e.g. `$form.reason` or `$data.dealer.status`. Used where only a read makes sense: condition subjects and initial values.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "BindingPath".
 */
export type BindingPath = string;
/**
 * Dotted path to a value inside a record, e.g. `dealerCode` or `page.totalElements`; numeric segments index arrays.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "FieldPath".
 */
export type FieldPath = string;
/**
 * A table (TanStack Table) over one operation: server or client paging and sorting, row actions, selection with bulk actions, export, an empty state.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "TableBlock".
 */
export type TableBlock = BlockBase & {
  /**
   * A table.
   */
  kind: 'table';
  call: Call;
  rows?: FieldPath;
  paging: Paging;
  /**
   * Sort order before the user picks one.
   */
  defaultSort?: {
    column: BlockId;
    /**
     * Direction.
     */
    direction?: 'asc' | 'desc';
  };
  /**
   * Field, or fields together, that identify a row (selection, React keys), e.g. `["dealerCode", "programId"]`; each must exist in the row schema.
   */
  rowKey: FieldPath | [FieldPath, ...FieldPath[]];
  /**
   * Columns keyed by id, shown by ascending `order`.
   */
  columns: {
    [k: string]: Column;
  };
  rowActions?: ActionMap;
  /**
   * Rows get checkboxes; the bulk actions work on the selected rows.
   */
  selection?: boolean;
  bulkActions?: ActionMap;
  export?: Action;
  emptyState?: MessageKey;
  /**
   * Ids of the one or two row actions shown as buttons on each row; the other row actions are in the row's overflow menu (a keyboard-reachable "More actions" button). Absent: the first two by `order` of those visible on each row. Each must be an id of `rowActions`.
   *
   * @minItems 1
   * @maxItems 2
   */
  primaryRowActions?: [BlockId] | [BlockId, BlockId];
  /**
   * Row height before the user picks one in the table's toolbar (kept per user and screen).
   */
  density?: 'compact' | 'standard';
  /**
   * On a table a filters block targets: the toolbar's Saved views menu, where a user saves the applied filters, sort, columns and density under a name (stored by the server per user, listSavedViews / saveSavedView / deleteSavedView) and picks one later. False leaves the menu out.
   */
  savedViews?: boolean;
};
/**
 * How a value displays: date (YYYY-MM-DD shown in the user's locale), dateTime (browser local date and time), centralDateTime (US Central Time, 24-hour, with the zone: leads, business-areas §9), time (24-hour with seconds), seconds (a duration), currency (USD), percent (0–100), boolean (Yes/No), list (array joined), link (URL opened in a new window), translated (the value is an i18n key or enum code, shown translated, raw when no translation), progress (0–100 drawn as a determinate progress bar with its percent).
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "ValueFormat".
 */
export type ValueFormat =
  | 'text'
  | 'integer'
  | 'number'
  | 'currency'
  | 'percent'
  | 'date'
  | 'dateTime'
  | 'centralDateTime'
  | 'time'
  | 'seconds'
  | 'boolean'
  | 'list'
  | 'link'
  | 'email'
  | 'phone'
  | 'translated'
  | 'progress';
/**
 * The spec's default file name when the answer has no Content-Disposition (business-areas §7 "Exports", src/api/download/fallback-file-names.ts): enrollments → Enrollments-<stamp>, zipImport → zip-import-<stamp>, payload → Payload-<stamp>, lead → Lead_{leadType}_{documentId}.xml, leads → Leads-<stamp> (the Lead Viewer's export; designed here, the spec names none), xml → download.xml, report → {reportName}.{format}, document → the document's own file name.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "DownloadFallback".
 */
export type DownloadFallback = {
  /**
   * Which default name.
   */
  kind: 'enrollments' | 'zipImport' | 'payload' | 'lead' | 'leads' | 'xml' | 'report' | 'document';
  leadType?: Binding;
  documentId?: Binding;
  reportName?: Binding;
  format?: Binding;
  fileName?: Binding;
};
/**
 * A filter form bound to a table: applying it reloads the table from page 0 with the values as `$filters`. The applied values persist in localStorage under FILTER_SETTINGS_<screen id> (dates as YYYY-MM-DD) and are restored when the user comes back. Inside the filters block (options calls, conditions) its own, not yet applied values are `$form`. The applied values show as removable chips above the table.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "FiltersBlock".
 */
export type FiltersBlock = BlockBase & {
  /**
   * A filter form.
   */
  kind: 'filters';
  target: BlockId;
  /**
   * Other blocks the same filters apply to (a chart beside the table, a table per lead type): each reads them as `$filters` in its call and its conditions, starting from the restored values. Saved views, chips and paging stay with `target`.
   */
  alsoTargets?: BlockId[];
  schema: JsonSchema;
  uiSchema?: UiSchema;
  /**
   * Field name (dotted for a field inside an object field, e.g. `websiteProvider.providerName`) → where its choices come from.
   */
  options?: {
    [k: string]: OptionsSource;
  };
  /**
   * submit: a Search button applies; change: every change applies (debounced).
   */
  applyOn?: 'submit' | 'change';
  applyLabel?: MessageKey;
  resetLabel?: MessageKey;
  /**
   * False keeps the filters for this visit only.
   */
  persist?: boolean;
  /**
   * Names of the filter fields shown in the bar (one or two lines on a desktop, laid out by the uiSchema's `ui:layout`); the others open under "More filters". Absent: every field in the bar. Each must be a field of the schema.
   *
   * @minItems 1
   */
  primaryFields?: [string, ...string[]];
  load?: Call;
  initialValues?: Binding;
};
/**
 * A wizard: ordered form steps with per-step validation, Back and Next, an optional summary, and one final submit of the values of every step not skipped, merged into one object (`$form`).
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "WizardBlock".
 */
export type WizardBlock = BlockBase & {
  /**
   * A wizard.
   */
  kind: 'wizard';
  /**
   * Steps keyed by id, in ascending `order`. Field names are unique over the steps.
   */
  steps: {
    [k: string]: WizardStep;
  };
  /**
   * Names of top-level fields that only drive conditions and layout (e.g. a yes/no question that skips a step): the user answers them, `$form.<name>` reads them, but `$form` leaves them out of every call.
   */
  transient?: string[];
  load?: Call;
  initialValues?: BindingPath;
  /**
   * A last, read-only step listing every answer by step and field title before submit.
   */
  summary?: {
    title?: MessageKey;
  };
  submit: Call;
  submitLabel?: MessageKey;
  messages?: Messages;
  onSuccess?: Outcome;
};
/**
 * Blocks in a dialog, opened by its trigger button or by an action's `openModal` (then, from a table row, its blocks read the row as `$row`). Closes on Escape, on its close button, and on a call's `closeModal` outcome.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "ModalBlock".
 */
export type ModalBlock = BlockBase & {
  /**
   * A dialog.
   */
  kind: 'modal';
  /**
   * The button that opens the dialog where the block sits. Absent: only actions open it.
   */
  trigger?: {
    label: MessageKey;
    /**
     * Name of a @mui/icons-material icon.
     */
    icon?: string;
    /**
     * MUI button variant.
     */
    variant?: 'contained' | 'outlined' | 'text';
  };
  /**
   * Dialog max width (MUI breakpoints).
   */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /**
   * The dialog's blocks keyed by id (ids unique over the whole screen), by ascending `order`.
   */
  blocks: {
    [k: string]: Block;
  };
};
/**
 * CMS content (getCmsPages on the CMS backend, in the user's language and for the user's OEM): the page's blocks drawn by their type (page teaser, FAQ question and answer, list item with image, header and text), editable in place by CMS editors.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "ContentBlock".
 */
export type ContentBlock = BlockBase & {
  /**
   * CMS content.
   */
  kind: 'content';
  /**
   * Human-readable id of the CMS page (getCmsPages `pagesHri`).
   */
  pagesHri: string;
  /**
   * Only these blocks (and their children) of the page (getCmsPages `blocksHri`); absent: the whole page.
   *
   * @minItems 1
   */
  blocksHri?: [string, ...string[]];
  /**
   * The block kinds to draw (pageTeaser: PAGE_TEASER; faq: FAQ_QUESTION with its FAQ_ANSWER; listItemWithImage: LIST_ITEM with its IMAGE; headerAndText: HEADER and TEXT). Absent: all of them.
   *
   * @minItems 1
   */
  display?: [
    'pageTeaser' | 'faq' | 'listItemWithImage' | 'headerAndText',
    ...('pageTeaser' | 'faq' | 'listItemWithImage' | 'headerAndText')[]
  ];
  /**
   * CMS editors may edit the blocks in place (drafts, publish, discard).
   */
  editable?: boolean;
};
/**
 * A chart (@mui/x-charts) of report data from one operation.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "ChartBlock".
 */
export type ChartBlock = BlockBase & {
  /**
   * A chart.
   */
  kind: 'chart';
  call: Call;
  /**
   * Chart type (pie draws the first series).
   */
  chart: 'bar' | 'line' | 'pie';
  items: FieldPath;
  /**
   * The category (x) axis.
   */
  x: {
    field: FieldPath;
    label?: MessageKey;
    /**
     * Axis scale (band for bars).
     */
    scale?: 'band' | 'point' | 'time' | 'linear';
  };
  yLabel?: MessageKey;
  /**
   * Series keyed by id, by ascending `order`.
   */
  series: {
    [k: string]: Series;
  };
  /**
   * Height in pixels.
   */
  height?: number;
  emptyState?: MessageKey;
};
/**
 * A row of buttons bound to operations, with confirmation and reason prompts.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "ActionsBlock".
 */
export type ActionsBlock = BlockBase & {
  /**
   * Buttons.
   */
  kind: 'actions';
  buttons: ActionMap;
  /**
   * Where the buttons sit.
   */
  align?: 'start' | 'end';
};
/**
 * A read-only record from one operation, as labelled values.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "DetailBlock".
 */
export type DetailBlock = BlockBase & {
  /**
   * A read-only record.
   */
  kind: 'detail';
  call?: Call;
  record?: FieldPath;
  /**
   * Fields keyed by id, by ascending `order`.
   */
  fields: {
    [k: string]: DetailField;
  };
  /**
   * Label/value pairs per row at desktop size.
   */
  columns?: number;
  emptyState?: MessageKey;
  from?: Binding;
};
/**
 * An XML document that one operation answers as text (a payload as received): pretty-printed and highlighted in a scrollable code view, every part shown as text, never as the page's markup; text that is not well-formed XML is shown as received with a note.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "XmlBlock".
 */
export type XmlBlock = BlockBase & {
  /**
   * An XML document view.
   */
  kind: 'xml';
  call: Call;
  label?: MessageKey;
  /**
   * Height in pixels beyond which the view scrolls (absent: 640).
   */
  maxHeight?: number;
};
/**
 * Places on a plain map drawn in the page (SVG, no map tiles, so it works offline): the points of one operation's answer by latitude and longitude, an optional circle of a radius in miles around a centre, and a scale bar. Made for lead coverage (a dealer's ZIP codes around its central ZIP). Screen readers get a summary and each point's label.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "MapBlock".
 */
export type MapBlock = BlockBase & {
  /**
   * A map.
   */
  kind: 'map';
  call: Call;
  /**
   * The points drawn.
   */
  points: {
    items: FieldPath;
    latitude: FieldPath;
    longitude: FieldPath;
    label?: FieldPath;
  };
  /**
   * The point the circle is drawn around, marked apart (paths in the response).
   */
  centre?: {
    latitude: FieldPath;
    longitude: FieldPath;
    label?: FieldPath;
  };
  radiusMiles?: FieldPath;
  /**
   * Height in pixels.
   */
  height?: number;
  emptyState?: MessageKey;
};
/**
 * A video played in the page (HTML5 video with the browser's controls) from an address the data gives, e.g. a resource's signed file address, with a captions track (WebVTT) in the video's language shown by default. Only addresses of this origin or http(s) play; the file is never downloaded to play it.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "VideoBlock".
 */
export type VideoBlock = BlockBase & {
  /**
   * A video player.
   */
  kind: 'video';
  src: Binding;
  label: Binding;
  captions?: Binding;
  captionsLanguage?: Binding;
};

/**
 * A SmartPortal screen: what one route shows, as blocks that each call one operation of the contract (openapi/portal.yaml, openapi/cms.yaml). Everything that differs between screens is data here; the engine (src/engine) renders it. `npm run check:schemas` checks every definition, and every definition merged with every OEM overlay, against this schema and against the contract, the route table and the i18n catalogues.
 *
 * Overlays: an OEM changes a screen with oem-skins/<oem>/screens/<screenId>.json, an RFC 7396 JSON Merge Patch on this definition. Merge Patch replaces arrays whole and merges objects by key, so everything an overlay may want to change one at a time (blocks, wizard steps, table columns, row and bulk actions, buttons, detail fields, chart series) is an object keyed by a stable id with an `order` number, never an array: an overlay changes one column with `{"blocks": {"list": {"columns": {"region": {"header": "X"}}}}}`, removes it with `null` in its place, adds one under a new id with an `order` that places it. Siblings show by ascending `order` (absent counts as 0), ties in document order. Arrays are kept for values an overlay replaces whole (role lists, enum options, key lists).
 */
export interface ScreenDefinition {
  /**
   * Path or URL of this meta-schema, so an editor offers completion and inline documentation. Ignored by the engine.
   */
  $schema?: string;
  /**
   * Screen id, unique over the portal, camelCase. The file is named <id>.json; an OEM overlay of this screen is oem-skins/<oem>/screens/<id>.json; the filters of the screen persist under FILTER_SETTINGS_<id>.
   */
  id: string;
  /**
   * Name of the route (src/shell/routes/route-table.ts) that shows this screen. Its path parameters are what `$route.<name>` bindings may read.
   */
  route: string;
  title: MessageKey;
  /**
   * Business area the screen belongs to (enrollments, packages, leads, compliance, reports, …): the lazily loaded chunk of screens and area code the route pulls in. Defaults to the folder the definition sits in under schemas/screens/.
   */
  area?: string;
  access?: AccessHints;
  /**
   * True hides the screen: its route redirects to / like a disallowed route. An OEM overlay `{"hidden": true}` removes the screen for that OEM.
   */
  hidden?: boolean;
  /**
   * The blocks of the screen keyed by block id (camelCase, unique over the whole screen, nested blocks included: `$data.<blockId>` names them). Shown by ascending `order`.
   */
  blocks: {
    [k: string]: Block;
  };
}
/**
 * Hints for the shell and the studio about who reaches the screen. The server's menu still decides (a route is allowed when the menu has its URL or a parent route is allowed) and the server refuses calls by role; these hints hide what a role could not use anyway.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "AccessHints".
 */
export interface AccessHints {
  /**
   * Roles that use the screen (the contract's x-roles vocabulary). Absent means any signed-in user.
   *
   * @minItems 1
   */
  roles?: [Role, ...Role[]];
  /**
   * URL of the header-menu entry that grants the route (the menu's `url`), when it differs from the route's path.
   */
  menuUrl?: string;
  /**
   * True when only dealers and admins impersonating one may act on the screen (providers, packages, enrolment); content editors cannot enroll.
   */
  dealersOnly?: boolean;
}
/**
 * What every block has.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "BlockBase".
 */
export interface BlockBase {
  /**
   * Position among sibling blocks (ascending; absent counts as 0).
   */
  order?: number;
  title?: MessageKey;
  visible?: Condition;
  enabled?: Condition;
  disabledHint?: MessageKey;
  /**
   * Width on the 12-column grid at desktop size; every block is full width on small screens.
   */
  span?: number;
}
/**
 * A condition as data (no code): `{"when": {"$form.hasWebsite": {"equals": false}}}`. Every entry of `when` and every listed part must hold; `any` needs one of its conditions, `not` negates.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "Condition".
 */
export interface Condition {
  /**
   * Binding read (e.g. `$form.x`, `$row.status`, `$user.role`) → Predicate its value must meet.
   */
  when?: {
    [k: string]: Predicate;
  };
  /**
   * Conditions that must all hold.
   *
   * @minItems 1
   */
  all?: [Condition, ...Condition[]];
  /**
   * Conditions of which at least one must hold.
   *
   * @minItems 1
   */
  any?: [Condition, ...Condition[]];
  not?: Condition;
}
/**
 * A test on one value; several tests must all hold. `equals`, `notEquals`, `in`, `notIn` compare with literal values; `sameAs` and `notSameAs` with a binding's value.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "Predicate".
 */
export interface Predicate {
  /**
   * Holds when the value equals this JSON value (deep equality).
   */
  equals?: JsonValue;
  /**
   * Holds when the value differs from this JSON value.
   */
  notEquals?: JsonValue;
  /**
   * Holds when the value equals one of these.
   *
   * Items: A JSON value.
   */
  in?: JsonValue[];
  /**
   * Holds when the value equals none of these.
   *
   * Items: A JSON value.
   */
  notIn?: JsonValue[];
  sameAs?: Binding;
  notSameAs?: Binding;
  /**
   * true: holds when the value is absent, null, an empty string or an empty array; false: the opposite.
   */
  empty?: boolean;
}
/**
 * Where a field's choices come from when they are data, not a fixed enum: a call or a binding to an array, and which member of each item is the value and which the label. The field becomes a select (multi-select for an array field).
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "OptionsSource".
 */
export interface OptionsSource {
  call?: Call;
  from?: BindingPath;
  /**
   * Bindings that must have a value before the choices are asked for (cascading choices: `["$form.regionCode"]` lists a region's districts once a region is chosen; `{"$firstOf": ["$form.oemId", "$user.oemId"]}` waits for an OEM chosen or the user's own); until then the field offers nothing rather than a call the server refuses.
   *
   * @minItems 1
   */
  requires?: [Binding, ...Binding[]];
  items?: FieldPath;
  value?: FieldPath;
  label?: FieldPath;
  preselect?: FieldPath;
  /**
   * Name of a query parameter of `call` that the typed text fills: the choices are searched as the user types (a city/ZIP picker's `term`) rather than loaded once. The field names `"ui:field": "SearchListField"` in the uiSchema (a list of values drawn as chips, each typed or picked from the matches). Needs `call`.
   */
  search?: string;
}
/**
 * A call of the contract: the operationId (openapi/*.yaml; src/api/generated/operation-index.ts gives its method and path) plus bindings for its path parameters, query parameters and body. Every required path and query parameter must be bound and the body must give every required body field (checked by `npm run check:schemas`). Paged tables add `page`, `size` and `sort` themselves.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "Call".
 */
export interface Call {
  /**
   * operationId of the call in openapi/portal.yaml or openapi/cms.yaml.
   */
  operationId: string;
  path?: BindingMap;
  query?: BindingMap;
  body?: Binding;
  /**
   * True runs the call without the loading indicator (the spec's pre-lead progress poll).
   */
  silent?: boolean;
  /**
   * For a block's data call only: poll it. While `while` holds on the latest answer (read as `$data.<this block id>`), the call runs again `seconds` after each answer; it stops when the condition no longer holds, when an answer fails, or when the block leaves the screen. Usually with `silent: true` (the spec's pre-lead progress poll: `{"seconds": 2, "while": {"when": {"$data.job.status": {"equals": "RUNNING"}}}, "reloadWhenDone": ["preleads"]}`).
   */
  refresh?: {
    /**
     * Seconds between an answer and the next call.
     */
    seconds: number;
    while: Condition;
    /**
     * Ids of blocks whose data call runs again once when the condition stops holding, or does not hold on the block's first answer (a short job that ended before its first poll): the table whose rows the finished job changed.
     */
    reloadWhenDone?: BlockId[];
  };
  /**
   * For a block's data call of a record that may not exist yet (a dealer's billing profile before the first save): a 404 answer is `null` data (`$data.<blockId>` equals null), not an error. Conditions tell the two apart with `{"equals": null}` (no record) and `{"empty": false}` (a record).
   */
  notFoundAsEmpty?: boolean;
  refusedTo?: RouteLink;
}
/**
 * Parameter name → Binding.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "BindingMap".
 */
export interface BindingMap {
  [k: string]: Binding;
}
/**
 * Navigation to a route of the route table: its name, a binding for each of its path parameters, and optional query parameters.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "RouteLink".
 */
export interface RouteLink {
  /**
   * Route name (src/shell/routes/route-table.ts). Every path parameter of the route must be bound in `params`.
   */
  route: string;
  params?: BindingMap;
  query?: BindingMap;
}
/**
 * What the user reads after a call; shown for MESSAGE_DISPLAY_MS (5 s).
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "Messages".
 */
export interface Messages {
  success?: MessageKey;
  error?: MessageKey;
  /**
   * True: when the business rules refuse the call (409), the server's reason follows the error text, so the user learns why (an invalid status transition names the status and the rule). The reason is the server's English text; the error key stays translated.
   */
  serverReason?: boolean;
}
/**
 * What happens after a call succeeds, in this order: blocks reload, the enclosing modal closes, the app navigates.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "Outcome".
 */
export interface Outcome {
  /**
   * Ids of blocks whose data call runs again (e.g. the table a row action changed).
   */
  reload?: BlockId[];
  /**
   * True closes the modal the call was made from.
   */
  closeModal?: boolean;
  navigate?: RouteLink;
}
/**
 * How rows are paged.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "Paging".
 */
export interface Paging {
  /**
   * server: each page and sort order is a call with the operation's `page`, `size` and `sort` query parameters (the result's rows are `content`, its paging `page`). client: one call returns all rows; the browser pages and sorts, and virtualizes rows beyond one page.
   */
  mode: 'server' | 'client';
  /**
   * Rows per page.
   */
  pageSize?: number;
  /**
   * Page sizes the user may pick.
   */
  pageSizeOptions?: number[];
}
/**
 * A table column.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "Column".
 */
export interface Column {
  field: FieldPath;
  header: MessageKey;
  /**
   * Position among columns (ascending).
   */
  order?: number;
  /**
   * The header sorts by this column: server paging sends `sort=<sortField>,asc|desc`, client paging sorts in the browser.
   */
  sortable?: boolean;
  sortField?: FieldPath;
  format?: ValueFormat;
  /**
   * Width in pixels (absent: shared evenly).
   */
  width?: number;
  link?: RouteLink;
  /**
   * The user may hide the column from the table's column chooser (false for the column that names the row).
   */
  hideable?: boolean;
  /**
   * The user may drag or step (arrow keys on the header's separator) the column's width.
   */
  resizable?: boolean;
  href?: Binding;
}
/**
 * Actions keyed by id, shown by ascending `order`.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "ActionMap".
 */
export interface ActionMap {
  [k: string]: Action;
}
/**
 * A button: it calls an operation, downloads a file, saves a file the data holds, navigates, or opens a modal block (exactly one of call, download, file, navigate, openModal), optionally after a confirmation and a reason prompt.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "Action".
 */
export interface Action {
  label: MessageKey;
  /**
   * Position among sibling actions (ascending).
   */
  order?: number;
  /**
   * Name of a @mui/icons-material icon shown with the label, e.g. `Edit`, `Download`.
   */
  icon?: string;
  /**
   * MUI button variant.
   */
  variant?: 'contained' | 'outlined' | 'text';
  /**
   * MUI button color; `error` for destructive actions.
   */
  color?: 'primary' | 'secondary' | 'error' | 'warning' | 'success' | 'inherit';
  visible?: Condition;
  enabled?: Condition;
  disabledHint?: MessageKey;
  confirm?: Confirmation;
  reason?: ReasonPrompt;
  call?: Call;
  download?: Download;
  navigate?: RouteLink;
  openModal?: BlockId;
  file?: FileInData;
  /**
   * Bulk actions only: the call runs once per selected row, reading it as `$row` (for operations that take one record), instead of once with `$selection`.
   */
  forEachSelected?: boolean;
  /**
   * Bulk actions only: `selection` (the default) acts on the selected rows and is enabled once one is selected; `matches` acts on every row the table's filters match (its call reads `$filters`, not `$selection`) and is enabled while the table shows rows, with or without a selection.
   */
  appliesTo?: 'selection' | 'matches';
  messages?: Messages;
  onSuccess?: Outcome;
}
/**
 * A confirmation dialog shown before the action runs; Cancel runs nothing.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "Confirmation".
 */
export interface Confirmation {
  title?: MessageKey;
  message: MessageKey;
  confirmLabel?: MessageKey;
  cancelLabel?: MessageKey;
}
/**
 * A reason the user types before the action runs, validated by the shared `reason` rule of src/rules (under 255 characters; message REASON_TOO_LONG). Its value is `$form.reason` in the action's call.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "ReasonPrompt".
 */
export interface ReasonPrompt {
  label: MessageKey;
  /**
   * False lets the user leave the reason empty.
   */
  required?: boolean;
}
/**
 * A file download: the call answers a file, saved under the name its Content-Disposition gives, else under the fallback name.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "Download".
 */
export interface Download {
  call: Call;
  fallback: DownloadFallback;
}
/**
 * A file whose content a response already carries, as a `data:` URL or an address on the portal's own origin (fetched without the bearer token, so only for files anyone signed in may read). Other schemes are refused, so data can never make a button run script.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "FileInData".
 */
export interface FileInData {
  url: Binding;
  fileName: Binding;
}
/**
 * One step: a form validated before Next.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "WizardStep".
 */
export interface WizardStep {
  title: MessageKey;
  /**
   * Position among steps (ascending).
   */
  order?: number;
  schema: JsonSchema;
  uiSchema?: UiSchema;
  /**
   * Field name (dotted for a field inside an object field, e.g. `websiteProvider.providerName`) → where its choices come from.
   */
  options?: {
    [k: string]: OptionsSource;
  };
  skip?: Condition;
}
/**
 * One series of a chart.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "Series".
 */
export interface Series {
  field: FieldPath;
  label: MessageKey;
  /**
   * Position among series (ascending).
   */
  order?: number;
  /**
   * Series with the same stack id stack (bar charts).
   */
  stack?: string;
  format?: ValueFormat;
}
/**
 * One labelled value of a detail view.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "DetailField".
 */
export interface DetailField {
  field: FieldPath;
  label: MessageKey;
  /**
   * Position among fields (ascending).
   */
  order?: number;
  format?: ValueFormat;
  emptyText?: MessageKey;
  linkText?: MessageKey;
}
/**
 * The fields of one object in a responsive grid (the engine's equal of RJSF's grid layout, on MUI Grid): columns per breakpoint, a span per field, and titled sections. A phone (xs) always shows one field per line; each wider breakpoint takes the columns of the nearest narrower one that names them. Every field named here must be a field of the object (checked by `npm run check:schemas`). Fields in no section come first, in `ui:order`; then the sections by `order`.
 *
 * This interface was referenced by `ScreenDefinition`'s JSON-Schema
 * via the `definition` "FieldLayout".
 */
export interface FieldLayout {
  /**
   * Fields per line from each breakpoint up (MUI breakpoints: sm 600 px, md 900 px, lg 1200 px, xl 1536 px), e.g. `{"sm": 2, "lg": 3}`. Divisors of the 12-column grid.
   */
  columns: {
    /**
     * Fields per line from the sm breakpoint up.
     */
    sm?: 1 | 2 | 3 | 4 | 6;
    /**
     * Fields per line from the md breakpoint up.
     */
    md?: 1 | 2 | 3 | 4 | 6;
    /**
     * Fields per line from the lg breakpoint up.
     */
    lg?: 1 | 2 | 3 | 4 | 6;
    /**
     * Fields per line from the xl breakpoint up.
     */
    xl?: 1 | 2 | 3 | 4 | 6;
  };
  /**
   * Field name → how it sits in the grid. A field not listed takes one column.
   */
  fields?: {
    [k: string]: {
      /**
       * Columns the field takes (capped at the line), or `full` for a whole line (a group of checkboxes, a long text).
       */
      span?: number | 'full';
    };
  };
  /**
   * Titled groups of fields keyed by id, by ascending `order`; a field belongs to one section at most.
   */
  sections?: {
    [k: string]: {
      title: MessageKey;
      /**
       * Position among sections (ascending).
       */
      order?: number;
      /**
       * Names of the section's fields, in the order shown.
       *
       * @minItems 1
       */
      fields: [string, ...string[]];
    };
  };
}

/**
 * A CSS colour: #rgb, #rrggbb, rgb() or rgba().
 *
 * This interface was referenced by `SkinDefinition`'s JSON-Schema
 * via the `definition` "CssColor".
 */
export type CssColor = string;

/**
 * An OEM skin, oem-skins/<oem>/skin.json: the look and wording of one manufacturer (theme tokens, logos, hero, footer contacts, label overrides, feature flags). Asset paths are relative to oem-skins/<oem>/. Screen differences are not here but in oem-skins/<oem>/screens/<screenId>.json overlays. Checked by `npm run check:schemas`.
 */
export interface SkinDefinition {
  /**
   * Path or URL of this meta-schema, for editor completion. Ignored by the portal.
   */
  $schema?: string;
  /**
   * Skin name as user details carry it in oemSkinName (e.g. honda, acura, infiniti, genesis, bmwca, hyundai, hyundaica); equals the folder name under oem-skins/.
   */
  oem: string;
  /**
   * MUI theme tokens merged over the portal's base theme.
   */
  theme: {
    /**
     * MUI palette colours.
     */
    palette: {
      primary: PaletteColor;
      secondary?: PaletteColor;
    };
    /**
     * MUI typography tokens.
     */
    typography?: {
      /**
       * CSS font-family list, e.g. `"Helvetica Neue", Arial, sans-serif`; fonts the skin ships are declared by the skin's stylesheet.
       */
      fontFamily?: string;
    };
  };
  /**
   * Brand images. A custom logo in the user details (headerLogo, then trilogyLogo) still wins over the skin's.
   */
  logos: {
    header: Image;
    favicon?: Image;
  };
  /**
   * The home page hero: a carousel of images, or a video when `flags.heroVideo` is on (Honda and Acura).
   */
  hero?: {
    /**
     * Carousel slides in display order.
     *
     * @minItems 1
     */
    images?: [Image, ...Image[]];
    /**
     * Time each slide shows before the next, in ms.
     */
    intervalMs?: number;
    /**
     * The hero video (an asset path or an https URL).
     */
    videoUrl?: string;
    /**
     * Shows a close control on the hero (the spec's Honda and Acura hero video has one).
     */
    closable?: boolean;
  };
  /**
   * Footer contacts, which vary by manufacturer and page; also the {phone} and {email} of the 'Unable to Complete Request' message.
   */
  footer: {
    /**
     * Support phone number as displayed, e.g. `(888) 555-0100`.
     */
    phone: string;
    /**
     * Support email address.
     */
    email: string;
    /**
     * Route name (src/shell/routes/route-table.ts) → contacts shown instead on that page.
     */
    pages?: {
      /**
       * Contacts for one page.
       */
      [k: string]: {
        /**
         * Phone shown on that page.
         */
        phone?: string;
        /**
         * Email shown on that page.
         */
        email?: string;
      };
    };
  };
  /**
   * i18n key → i18n key used instead under this skin (e.g. the genesis skin's changed labels). Both keys must exist in the English and the French catalogue.
   */
  labels?: {
    /**
     * The key used instead.
     */
    [k: string]: string;
  };
  /**
   * Behaviour switches of the skin.
   */
  flags?: {
    /**
     * Dealers are asked to confirm contact details on sign-in; false for Hyundai CA.
     */
    contactConfirmation?: boolean;
    /**
     * The home hero is `hero.videoUrl` instead of the carousel (Honda, Acura).
     */
    heroVideo?: boolean;
    /**
     * Dealers see the enrollment link on the home page (Honda, Acura).
     */
    enrollmentLink?: boolean;
  };
  /**
   * Height of the home page product cards in px; absent: PRODUCT_CARD_HEIGHT_PX of src/constants.ts for the skin (110 bmwca, 210 genesis, 170 otherwise).
   */
  productCardHeightPx?: number;
  /**
   * Words this skin says differently, per language, applied to every text of the catalogues (whole words, case as written): e.g. the genesis skin's "Dealer" → "Retailer". Data (names, menu entries the server names) is left as it is.
   */
  terms?: {
    /**
     * English words: the catalogue's word → this skin's word, e.g. "Dealer": "Retailer".
     */
    en?: {
      [k: string]: string;
    };
    /**
     * French words: the catalogue's word → this skin's word, e.g. "Dealer": "Retailer".
     */
    fr?: {
      [k: string]: string;
    };
  };
}
/**
 * An MUI palette colour; the light and dark shades are computed from main when absent.
 *
 * This interface was referenced by `SkinDefinition`'s JSON-Schema
 * via the `definition` "PaletteColor".
 */
export interface PaletteColor {
  main: CssColor;
  light?: CssColor;
  dark?: CssColor;
  contrastText?: CssColor;
}
/**
 * An image with its text alternative.
 *
 * This interface was referenced by `SkinDefinition`'s JSON-Schema
 * via the `definition` "Image".
 */
export interface Image {
  /**
   * Asset path relative to oem-skins/<oem>/, or an https URL.
   */
  src: string;
  /**
   * Text alternative: an i18n key (shown translated) or plain text such as a brand name, which is shown as is.
   */
  alt: string;
  /**
   * Where clicking the image goes: a route name of the route table (checked) or an http(s) link, for carousel slides.
   */
  link?: string;
}
