import {
  FormattedValue
} from "./chunk-ZPWCNF3I.js";
import {
  formatValue
} from "./chunk-EVHCARAO.js";
import "./chunk-TPIJBDFO.js";
import "./chunk-RZXVW46K.js";
import {
  ActionButton
} from "./chunk-3BWDJ5YL.js";
import {
  ActionIcon
} from "./chunk-TKKBZQ66.js";
import "./chunk-ZQ3R7MOC.js";
import {
  TimedMessageBanner,
  useTimedMessage
} from "./chunk-Q2GLIJUG.js";
import "./chunk-FDE3DEAJ.js";
import "./chunk-P7PK3SWY.js";
import "./chunk-HMKBFSWJ.js";
import "./chunk-7YJTUK27.js";
import {
  valueAtPath
} from "./chunk-J6VYGOBM.js";
import {
  useBlockData
} from "./chunk-I6N4QZWX.js";
import {
  linkAddress
} from "./chunk-HQ6OK6EZ.js";
import {
  isCallError,
  useDataProvider
} from "./chunk-K7NDGWBJ.js";
import {
  evaluateCondition,
  resolveBinding,
  useBindingScope,
  useScreen,
  useScreenSelector
} from "./chunk-XIH3SNWH.js";
import {
  orderedEntries
} from "./chunk-6JQSRI3J.js";

// src/engine/blocks/table/TableBlock.tsx
import { useCallback as useCallback6, useEffect, useMemo as useMemo4, useRef as useRef4, useState as useState6 } from "react";
import { useTranslation as useTranslation6 } from "react-i18next";
import Box4 from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography2 from "@mui/material/Typography";

// src/engine/blocks/actions/RowActions.tsx
import { useCallback, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import MoreVert from "@mui/icons-material/MoreVert";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
function RowActions({ entries, primary, primaryNamed, scope, showMessage, rowLabel }) {
  const { t } = useTranslation();
  const menuId = useId();
  const buttonId = useId();
  const [anchor, setAnchor] = useState(null);
  const starters = useRef(/* @__PURE__ */ new Map());
  const shown = entries.filter(([, action]) => !action.visible || evaluateCondition(action.visible, scope));
  const inlineIds = primaryNamed ? primary : new Set(shown.slice(0, 2).map(([id]) => id));
  const inline = shown.filter(([id]) => inlineIds.has(id));
  const overflow = shown.filter(([id]) => !inlineIds.has(id));
  const registrars = useMemo(
    () => new Map(entries.map(([id]) => [id, (start) => void starters.current.set(id, start)])),
    [entries]
  );
  const open = useCallback((event) => setAnchor(event.currentTarget), []);
  const close = useCallback(() => setAnchor(null), []);
  return /* @__PURE__ */ jsxs(Box, { sx: { display: "flex", gap: 0.5, alignItems: "center", flexWrap: "nowrap" }, children: [
    inline.map(([id, action]) => /* @__PURE__ */ jsx(ActionButton, { action, scope, showMessage, size: "small", compact: true }, id)),
    overflow.length ? /* @__PURE__ */ jsxs(Fragment, { children: [
      /* @__PURE__ */ jsx(
        IconButton,
        {
          id: buttonId,
          size: "small",
          "aria-label": t("TABLE_ROW_MORE_ACTIONS", { row: rowLabel }),
          "aria-haspopup": "menu",
          "aria-controls": anchor ? menuId : void 0,
          "aria-expanded": anchor ? "true" : void 0,
          onClick: open,
          children: /* @__PURE__ */ jsx(MoreVert, { fontSize: "small" })
        }
      ),
      /* @__PURE__ */ jsx(Menu, { id: menuId, anchorEl: anchor, open: Boolean(anchor), onClose: close, slotProps: { list: { "aria-labelledby": buttonId, dense: true } }, children: overflow.map(([id, action]) => {
        const enabled = !action.enabled || evaluateCondition(action.enabled, scope);
        return /* @__PURE__ */ jsxs(
          MenuItem,
          {
            disabled: !enabled,
            onClick: () => {
              close();
              starters.current.get(id)?.();
            },
            children: [
              action.icon ? /* @__PURE__ */ jsx(ListItemIcon, { children: /* @__PURE__ */ jsx(ActionIcon, { name: action.icon }) }) : null,
              /* @__PURE__ */ jsx(ListItemText, { inset: !action.icon, secondary: !enabled && action.disabledHint ? t(action.disabledHint) : void 0, children: t(action.label) })
            ]
          },
          id
        );
      }) }),
      overflow.map(([id, action]) => /* @__PURE__ */ jsx(ActionButton, { action, scope, showMessage, register: registrars.get(id) }, id))
    ] }) : null
  ] });
}
function primaryActionIds(entries, named) {
  return new Set(named ?? entries.slice(0, 2).map(([id]) => id));
}

// src/engine/blocks/table/ColumnChooser.tsx
import { useId as useId2, useState as useState2 } from "react";
import { useTranslation as useTranslation2 } from "react-i18next";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Divider from "@mui/material/Divider";
import ListItemIcon2 from "@mui/material/ListItemIcon";
import ListItemText2 from "@mui/material/ListItemText";
import Menu2 from "@mui/material/Menu";
import MenuItem2 from "@mui/material/MenuItem";
import ViewColumn from "@mui/icons-material/ViewColumn";
import { Fragment as Fragment2, jsx as jsx2, jsxs as jsxs2 } from "react/jsx-runtime";
function ColumnChooser({ columns, hidden, onChange, onReset }) {
  const { t } = useTranslation2();
  const [anchor, setAnchor] = useState2(null);
  const menuId = useId2();
  const buttonId = useId2();
  const shownCount = columns.filter((column) => !hidden.has(column.id)).length;
  const toggle = (id) => {
    const next = new Set(hidden);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return /* @__PURE__ */ jsxs2(Fragment2, { children: [
    /* @__PURE__ */ jsx2(
      Button,
      {
        id: buttonId,
        size: "small",
        startIcon: /* @__PURE__ */ jsx2(ViewColumn, { fontSize: "small" }),
        "aria-haspopup": "menu",
        "aria-controls": anchor ? menuId : void 0,
        "aria-expanded": anchor ? "true" : void 0,
        onClick: (event) => setAnchor(event.currentTarget),
        children: t("TABLE_COLUMNS")
      }
    ),
    /* @__PURE__ */ jsxs2(Menu2, { id: menuId, anchorEl: anchor, open: Boolean(anchor), onClose: () => setAnchor(null), slotProps: { list: { "aria-label": t("TABLE_COLUMNS_SHOWN"), dense: true } }, children: [
      columns.map((column) => {
        const shown = !hidden.has(column.id);
        const locked = !column.hideable || shown && shownCount === 1;
        return /* @__PURE__ */ jsxs2(MenuItem2, { role: "menuitemcheckbox", "aria-checked": shown, disabled: locked, onClick: () => toggle(column.id), children: [
          /* @__PURE__ */ jsx2(ListItemIcon2, { children: /* @__PURE__ */ jsx2(Checkbox, { edge: "start", size: "small", checked: shown, tabIndex: -1, disableRipple: true, slotProps: { input: { "aria-hidden": true } }, sx: { p: 0 } }) }),
          /* @__PURE__ */ jsx2(ListItemText2, { children: column.header })
        ] }, column.id);
      }),
      /* @__PURE__ */ jsx2(Divider, {}),
      /* @__PURE__ */ jsx2(
        MenuItem2,
        {
          onClick: () => {
            setAnchor(null);
            onReset();
          },
          children: /* @__PURE__ */ jsx2(ListItemText2, { inset: true, children: t("TABLE_COLUMNS_RESET") })
        }
      )
    ] })
  ] });
}

// src/engine/blocks/table/DensityToggle.tsx
import { useTranslation as useTranslation3 } from "react-i18next";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Tooltip from "@mui/material/Tooltip";
import DensityMedium from "@mui/icons-material/DensityMedium";
import DensitySmall from "@mui/icons-material/DensitySmall";
import { jsx as jsx3, jsxs as jsxs3 } from "react/jsx-runtime";
function DensityToggle({ value, onChange }) {
  const { t } = useTranslation3();
  return /* @__PURE__ */ jsxs3(ToggleButtonGroup, { size: "small", exclusive: true, value, "aria-label": t("TABLE_DENSITY"), onChange: (_, next) => next && onChange(next), children: [
    /* @__PURE__ */ jsx3(Tooltip, { title: t("TABLE_DENSITY_COMPACT"), children: /* @__PURE__ */ jsx3(ToggleButton, { value: "compact", "aria-label": t("TABLE_DENSITY_COMPACT"), sx: { py: 0.25 }, children: /* @__PURE__ */ jsx3(DensitySmall, { fontSize: "small" }) }) }),
    /* @__PURE__ */ jsx3(Tooltip, { title: t("TABLE_DENSITY_STANDARD"), children: /* @__PURE__ */ jsx3(ToggleButton, { value: "standard", "aria-label": t("TABLE_DENSITY_STANDARD"), sx: { py: 0.25 }, children: /* @__PURE__ */ jsx3(DensityMedium, { fontSize: "small" }) }) })
  ] });
}

// src/engine/blocks/table/EngineTable.tsx
import { memo as memo2, useCallback as useCallback3, useMemo as useMemo2 } from "react";
import { useTranslation as useTranslation4 } from "react-i18next";
import Box2 from "@mui/material/Box";
import Button2 from "@mui/material/Button";
import Checkbox2 from "@mui/material/Checkbox";
import Skeleton from "@mui/material/Skeleton";
import LinearProgress from "@mui/material/LinearProgress";
import Table2 from "@mui/material/Table";
import TableBody2 from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow2 from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import {
  useTable
} from "@tanstack/react-table";

// src/engine/blocks/table/ColumnResizeHandle.tsx
import { useLayoutEffect, useRef as useRef2, useState as useState3 } from "react";

// src/engine/blocks/table/table-settings.ts
var TABLE_SETTINGS_PREFIX = "TABLE_SETTINGS_";
var NO_TABLE_SETTINGS = { hiddenColumns: [], columnWidths: {} };
var MIN_COLUMN_WIDTH_PX = 40;
var MAX_COLUMN_WIDTH_PX = 2e3;
function tableSettingsKey(screenId, user) {
  const login = user && typeof user === "object" && typeof user.loginName === "string" ? user.loginName : "anonymous";
  return `${TABLE_SETTINGS_PREFIX}${screenId}_${login}`;
}
function readAll(storage, key) {
  try {
    const parsed = JSON.parse(storage?.getItem(key) ?? "null");
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
function readTableSettings(storage, key, tableId, columnIds) {
  return sanitizeTableSettings(readAll(storage, key)[tableId], columnIds);
}
function sanitizeTableSettings(value, columnIds) {
  if (value === null || typeof value !== "object") return NO_TABLE_SETTINGS;
  const record = value;
  const hiddenColumns = Array.isArray(record.hiddenColumns) ? record.hiddenColumns.filter((id) => typeof id === "string" && columnIds.has(id)) : [];
  const columnWidths = {};
  if (record.columnWidths && typeof record.columnWidths === "object") {
    for (const [id, width] of Object.entries(record.columnWidths)) {
      if (columnIds.has(id) && typeof width === "number" && width >= MIN_COLUMN_WIDTH_PX && width <= MAX_COLUMN_WIDTH_PX) columnWidths[id] = Math.round(width);
    }
  }
  const density = record.density === "compact" || record.density === "standard" ? record.density : void 0;
  const sort = sanitizeSort(record.sort, columnIds);
  const visible = hiddenColumns.length < columnIds.size ? hiddenColumns : [];
  return { hiddenColumns: visible, columnWidths, ...density ? { density } : {}, ...sort ? { sort } : {} };
}
function sanitizeSort(value, columnIds) {
  if (value === null || typeof value !== "object") return void 0;
  const { column, direction } = value;
  if (typeof column !== "string" || !columnIds.has(column)) return void 0;
  return direction === "asc" || direction === "desc" ? { column, direction } : void 0;
}
function writeTableSettings(storage, key, tableId, settings) {
  if (!storage) return;
  const all = readAll(storage, key);
  all[tableId] = settings;
  try {
    storage.setItem(key, JSON.stringify(all));
  } catch {
  }
}

// src/engine/blocks/table/ColumnResizeHandle.tsx
import { jsx as jsx4 } from "react/jsx-runtime";
var KEY_STEP_PX = 16;
var clamp = (width) => Math.round(Math.min(MAX_COLUMN_WIDTH_PX, Math.max(MIN_COLUMN_WIDTH_PX, width)));
function ColumnResizeHandle({ label, width, onResize }) {
  const handleRef = useRef2(null);
  const drag = useRef2(null);
  const [dragWidth, setDragWidth] = useState3();
  const [measured, setMeasured] = useState3();
  useLayoutEffect(() => {
    if (width !== void 0) return;
    const drawn = Math.round(handleRef.current?.parentElement?.getBoundingClientRect().width ?? 0);
    setMeasured(drawn > 0 ? drawn : void 0);
  }, [width]);
  const drawnWidth = () => width ?? handleRef.current?.parentElement?.getBoundingClientRect().width ?? MIN_COLUMN_WIDTH_PX * 3;
  const onPointerDown = (event) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: drawnWidth() };
  };
  const onPointerMove = (event) => {
    if (!drag.current) return;
    const next = clamp(drag.current.startWidth + event.clientX - drag.current.startX);
    setDragWidth(next);
    const cell = handleRef.current?.parentElement;
    if (cell) cell.style.width = `${next}px`;
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    if (dragWidth !== void 0) onResize(dragWidth);
    setDragWidth(void 0);
  };
  const onKeyDown = (event) => {
    const step = event.shiftKey ? KEY_STEP_PX * 5 : KEY_STEP_PX;
    if (event.key === "ArrowRight") onResize(clamp(drawnWidth() + step));
    else if (event.key === "ArrowLeft") onResize(clamp(drawnWidth() - step));
    else if (event.key === "Home") onResize(MIN_COLUMN_WIDTH_PX);
    else return;
    event.preventDefault();
  };
  const now = clamp(dragWidth ?? width ?? measured ?? MIN_COLUMN_WIDTH_PX);
  return /* @__PURE__ */ jsx4(
    "div",
    {
      ref: handleRef,
      role: "separator",
      "aria-orientation": "vertical",
      "aria-label": label,
      "aria-valuemin": MIN_COLUMN_WIDTH_PX,
      "aria-valuemax": MAX_COLUMN_WIDTH_PX,
      "aria-valuenow": now,
      tabIndex: 0,
      className: "engine-column-resize",
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
      onKeyDown,
      onClick: (event) => event.stopPropagation()
    }
  );
}

// src/engine/blocks/table/table-features.ts
import {
  createSortedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures
} from "@tanstack/react-table";
var TABLE_FEATURES = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, basic: sortFn_basic, datetime: sortFn_datetime },
  rowSelectionFeature,
  rowPaginationFeature
});

// src/engine/blocks/table/VirtualTableBody.tsx
import { memo, useCallback as useCallback2, useRef as useRef3 } from "react";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableRow from "@mui/material/TableRow";
import { useVirtualizer } from "@tanstack/react-virtual";
import { jsx as jsx5, jsxs as jsxs4 } from "react/jsx-runtime";
var VIRTUAL_ROW_HEIGHT_PX = 40;
var VIEWPORT_HEIGHT_PX = 600;
var OVERSCAN_ROWS = 8;
var estimateSize = () => VIRTUAL_ROW_HEIGHT_PX;
function VirtualTableBody(props) {
  const { rows } = props;
  const scrollRef = useRef3(null);
  const getItemKey = useCallback2((index) => rows[index]?.id ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN_ROWS,
    initialRect: { width: 0, height: VIEWPORT_HEIGHT_PX }
  });
  return /* @__PURE__ */ jsx5("div", { ref: scrollRef, style: { height: VIEWPORT_HEIGHT_PX, overflow: "auto" }, tabIndex: 0, role: "region", "aria-label": props.label, children: /* @__PURE__ */ jsxs4(Table, { "aria-label": props.label, "aria-rowcount": rows.length + 1, size: "small", sx: { display: "grid" }, children: [
    /* @__PURE__ */ jsx5("thead", { style: { display: "grid", position: "sticky", top: 0, zIndex: 1, background: "white" }, children: props.headerRows }),
    /* @__PURE__ */ jsx5(TableBody, { sx: { display: "grid", position: "relative", height: virtualizer.getTotalSize() }, children: virtualizer.getVirtualItems().map((item) => {
      const row = rows[item.index];
      if (!row) return null;
      return /* @__PURE__ */ jsx5(
        VirtualRow,
        {
          index: item.index,
          start: item.start,
          row,
          columns: props.columns,
          selectable: props.selectable,
          selected: Boolean(props.selection[row.id]),
          renderRowActions: props.renderRowActions,
          textContext: props.textContext,
          selectRowLabel: props.selectRowLabel
        },
        row.id
      );
    }) })
  ] }) });
}
var VirtualRow = memo(function VirtualRow2(props) {
  const style = {
    display: "flex",
    position: "absolute",
    width: "100%",
    height: VIRTUAL_ROW_HEIGHT_PX,
    transform: `translateY(${props.start}px)`
  };
  return /* @__PURE__ */ jsx5(TableRow, { hover: true, selected: props.selected, "aria-rowindex": props.index + 2, style, children: /* @__PURE__ */ jsx5(RowCells, { ...props, flex: true }) });
});

// src/engine/blocks/table/EngineTable.tsx
import { Fragment as Fragment3, jsx as jsx6, jsxs as jsxs5 } from "react/jsx-runtime";
var NO_SELECTION = {};
var NUMERIC_FORMATS = /* @__PURE__ */ new Set(["integer", "number", "currency", "percent", "seconds"]);
var RIGHT_ALIGNED = /* @__PURE__ */ new Set([...NUMERIC_FORMATS, "date", "dateTime", "centralDateTime", "time"]);
var MIN_SHARED_WIDTH_PX = 110;
var CHECKBOX_WIDTH_PX = 56;
var DEFAULT_SKELETON_ROWS = 10;
var resolve = (updater, current) => typeof updater === "function" ? updater(current) : updater;
function EngineTable(props) {
  const { t, i18n } = useTranslation4();
  const { columns, rows, rowId, sorting, onSortingChange, paging, selectable, renderRowActions } = props;
  const selection = props.selection ?? NO_SELECTION;
  const onSelectionChange = props.onSelectionChange;
  const columnDefs = useMemo2(
    () => columns.map((column) => ({
      id: column.id,
      header: column.header,
      accessorFn: (row) => valueAtPath(row, column.field),
      enableSorting: column.sortable,
      sortFn: NUMERIC_FORMATS.has(column.format ?? "text") ? "basic" : "alphanumeric",
      sortUndefined: "last"
    })),
    [columns]
  );
  const getRowId = useCallback3((row) => rowId(row), [rowId]);
  const handleSorting = useCallback3((updater) => onSortingChange(resolve(updater, sorting)), [onSortingChange, sorting]);
  const handleSelection = useCallback3(
    (updater) => onSelectionChange?.(resolve(updater, selection)),
    [onSelectionChange, selection]
  );
  const table = useTable({
    features: TABLE_FEATURES,
    columns: columnDefs,
    data: rows,
    getRowId,
    state: {
      sorting,
      rowSelection: selection,
      ...paging ? { pagination: paging.pagination } : {}
    },
    onSortingChange: handleSorting,
    onRowSelectionChange: handleSelection,
    enableRowSelection: Boolean(selectable),
    enableMultiSort: false,
    manualSorting: Boolean(paging),
    manualPagination: true,
    ...paging ? { rowCount: paging.rowCount } : {}
  });
  const textContext = useMemo2(() => ({ language: i18n.language, t: (key) => t(key) }), [i18n.language, t]);
  const modelRows = table.getRowModel().rows;
  const virtual = !paging && modelRows.length > props.virtualizeAfter;
  const columnCount = columns.length + (selectable ? 1 : 0) + (renderRowActions ? 1 : 0);
  const { onColumnResize, actionsWidth } = props;
  const columnOf = (id) => columns.find((column) => column.id === id);
  const compact = props.density === "compact";
  const headerRows = /* @__PURE__ */ jsx6(Fragment3, { children: table.getHeaderGroups().map((group) => /* @__PURE__ */ jsxs5(TableRow2, { style: virtual ? FLEX_ROW : void 0, children: [
    selectable ? /* @__PURE__ */ jsx6(TableCell, { padding: "checkbox", style: virtual ? CHECKBOX_CELL : void 0, children: /* @__PURE__ */ jsx6(
      Checkbox2,
      {
        checked: table.getIsAllPageRowsSelected(),
        indeterminate: table.getIsSomePageRowsSelected(),
        onClick: table.getToggleAllPageRowsSelectedHandler(),
        slotProps: { input: { "aria-label": t("TABLE_SELECT_ALL_ROWS") } },
        disabled: modelRows.length === 0
      }
    ) }) : null,
    group.headers.map((headerCell) => {
      const sorted = headerCell.column.getIsSorted();
      return /* @__PURE__ */ jsxs5(
        TableCell,
        {
          component: "th",
          scope: "col",
          "aria-sort": sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : void 0,
          align: alignOf(columnOf(headerCell.column.id)),
          style: headerStyle(columnOf(headerCell.column.id), virtual),
          "aria-label": String(headerCell.column.columnDef.header),
          children: [
            headerCell.column.getCanSort() ? /* @__PURE__ */ jsx6(
              TableSortLabel,
              {
                active: sorted !== false,
                direction: sorted === "desc" ? "desc" : "asc",
                onClick: headerCell.column.getToggleSortingHandler(),
                children: String(headerCell.column.columnDef.header)
              }
            ) : String(headerCell.column.columnDef.header),
            onColumnResize && !virtual && columnOf(headerCell.column.id)?.resizable !== false ? /* @__PURE__ */ jsx6(
              ColumnResizeHandle,
              {
                label: t("TABLE_RESIZE_COLUMN", { column: String(headerCell.column.columnDef.header) }),
                width: columnOf(headerCell.column.id)?.width,
                onResize: (width) => onColumnResize(headerCell.column.id, width)
              }
            ) : null
          ]
        },
        headerCell.id
      );
    }),
    renderRowActions ? /* @__PURE__ */ jsx6(TableCell, { scope: "col", style: virtual ? ACTIONS_CELL : actionsWidth ? { width: actionsWidth } : void 0, children: t("TABLE_ACTIONS") }) : null
  ] }, group.id)) });
  const empty = modelRows.length === 0 && !props.loading;
  const skeleton = modelRows.length === 0 && props.loading && !props.error;
  const minWidth = columns.reduce((sum, column) => sum + (column.width ?? MIN_SHARED_WIDTH_PX), 0) + (selectable ? CHECKBOX_WIDTH_PX : 0) + (renderRowActions ? actionsWidth ?? 0 : 0);
  return /* @__PURE__ */ jsxs5(Box2, { children: [
    props.loading ? /* @__PURE__ */ jsx6(LinearProgress, { "aria-label": t("LOADING") }) : null,
    virtual ? /* @__PURE__ */ jsx6(
      VirtualTableBody,
      {
        label: props.label,
        headerRows,
        rows: modelRows,
        columns,
        selectable: Boolean(selectable),
        selection,
        renderRowActions,
        textContext,
        selectRowLabel: t("TABLE_SELECT_ROW")
      }
    ) : (
      // Its own scrolling box, so the header stays in view over long pages; focusable, so the
      // keyboard scrolls it too. No landmark of its own: the block's section already is one.
      /* @__PURE__ */ jsx6(TableContainer, { tabIndex: 0, sx: CONTAINER_SX, children: /* @__PURE__ */ jsxs5(
        Table2,
        {
          "aria-label": props.label,
          "aria-busy": props.loading || void 0,
          size: "small",
          stickyHeader: true,
          style: { tableLayout: "fixed", minWidth },
          sx: compact ? COMPACT_SX : STANDARD_SX,
          "data-density": compact ? "compact" : "standard",
          children: [
            /* @__PURE__ */ jsx6(TableHead, { children: headerRows }),
            /* @__PURE__ */ jsx6(TableBody2, { children: props.error ? /* @__PURE__ */ jsx6(TableRow2, { children: /* @__PURE__ */ jsxs5(TableCell, { colSpan: columnCount, align: "center", role: "alert", children: [
              props.error.text,
              " ",
              /* @__PURE__ */ jsx6(Button2, { size: "small", onClick: props.error.onRetry, children: t("RETRY") })
            ] }) }) : skeleton ? Array.from({ length: props.skeletonRows ?? DEFAULT_SKELETON_ROWS }, (_, index) => /* @__PURE__ */ jsx6(TableRow2, { "aria-hidden": "true", "data-skeleton-row": "", children: Array.from({ length: columnCount }, (_2, cell) => /* @__PURE__ */ jsx6(TableCell, { children: /* @__PURE__ */ jsx6(Skeleton, { variant: "text" }) }, cell)) }, index)) : empty ? /* @__PURE__ */ jsx6(TableRow2, { children: /* @__PURE__ */ jsx6(TableCell, { colSpan: columnCount, align: "center", children: props.emptyText }) }) : modelRows.map((row) => /* @__PURE__ */ jsx6(
              PagedRow,
              {
                row,
                columns,
                selectable: Boolean(selectable),
                selected: Boolean(selection[row.id]),
                renderRowActions,
                textContext,
                selectRowLabel: t("TABLE_SELECT_ROW")
              },
              row.id
            )) })
          ]
        }
      ) })
    ),
    paging ? /* @__PURE__ */ jsx6(
      TablePagination,
      {
        component: "div",
        count: paging.rowCount,
        page: paging.pagination.pageIndex,
        rowsPerPage: paging.pagination.pageSize,
        rowsPerPageOptions: [...paging.pageSizeOptions],
        onPageChange: (_, pageIndex) => paging.onPaginationChange({ ...paging.pagination, pageIndex }),
        onRowsPerPageChange: (event) => paging.onPaginationChange({ pageIndex: 0, pageSize: Number(event.target.value) }),
        labelRowsPerPage: t("TABLE_ROWS_PER_PAGE"),
        labelDisplayedRows: ({ from, to, count }) => t(paging.rowCountEstimated ? "TABLE_DISPLAYED_ROWS_ESTIMATED" : "TABLE_DISPLAYED_ROWS", { from, to, count }),
        getItemAriaLabel: (type) => t(`TABLE_PAGE_${type.toUpperCase()}`)
      }
    ) : null
  ] });
}
function RowCells({ row, columns, selectable, selected, renderRowActions, textContext, selectRowLabel, flex }) {
  return /* @__PURE__ */ jsxs5(Fragment3, { children: [
    selectable ? /* @__PURE__ */ jsx6(TableCell, { padding: "checkbox", style: flex ? CHECKBOX_CELL : void 0, children: /* @__PURE__ */ jsx6(
      Checkbox2,
      {
        checked: selected,
        onClick: row.getToggleSelectedHandler(),
        slotProps: { input: { "aria-label": selectRowLabel } }
      }
    ) }) : null,
    columns.map((column) => {
      const value = valueAtPath(row.original, column.field);
      const text = flex ? void 0 : formatValue(value, column.format, textContext) || void 0;
      return /* @__PURE__ */ jsx6(TableCell, { align: alignOf(column), style: flex ? columnStyle(column, flex) : CLIP, title: text, children: cellContent(row.original, column, textContext) }, column.id);
    }),
    renderRowActions ? /* @__PURE__ */ jsx6(TableCell, { style: flex ? ACTIONS_CELL : void 0, children: renderRowActions(row.original) }) : null
  ] });
}
var FLEX_ROW = { display: "flex" };
var CHECKBOX_CELL = { flex: "0 0 56px" };
var ACTIONS_CELL = { flex: "0 0 auto" };
var CLIP = { minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" };
var CONTAINER_SX = { maxHeight: "max(360px, calc(100vh - 220px))" };
var HANDLE_SX = {
  "& .engine-column-resize": {
    position: "absolute",
    top: 0,
    right: 0,
    bottom: 0,
    width: 8,
    cursor: "col-resize",
    touchAction: "none",
    borderRight: "2px solid transparent",
    "&:hover, &:focus-visible": { borderRightColor: "primary.main", outline: "none" }
  }
};
var STANDARD_SX = HANDLE_SX;
var COMPACT_SX = { ...HANDLE_SX, "& tbody td.MuiTableCell-sizeSmall": { py: "2px" } };
var SHARED_WIDTH = { flex: "1 1 0", ...CLIP };
var flexStyles = /* @__PURE__ */ new WeakMap();
function columnStyle(column, flex) {
  if (!flex) return column?.width ? { width: column.width } : void 0;
  if (!column?.width) return SHARED_WIDTH;
  let style = flexStyles.get(column);
  if (!style) flexStyles.set(column, style = { flex: `0 0 ${column.width}px`, ...CLIP });
  return style;
}
function headerStyle(column, flex) {
  if (flex) return columnStyle(column, flex);
  return column?.width ? { width: column.width } : void 0;
}
function alignOf(column) {
  return column?.format && RIGHT_ALIGNED.has(column.format) ? "right" : void 0;
}
function cellContent(row, column, context) {
  const content = /* @__PURE__ */ jsx6(FormattedValue, { value: valueAtPath(row, column.field), format: column.format, context });
  return column.render ? column.render(row, content) : content;
}
var PagedRow = memo2(function PagedRow2(props) {
  return /* @__PURE__ */ jsx6(TableRow2, { hover: true, selected: props.selected, children: /* @__PURE__ */ jsx6(RowCells, { ...props, flex: false }) });
});

// src/engine/blocks/table/row-key.ts
function rowKeyOf(rowKey) {
  const fields = typeof rowKey === "string" ? [rowKey] : rowKey;
  if (fields.length === 1) {
    const [field] = fields;
    return (row) => String(valueAtPath(row, field) ?? "");
  }
  return (row) => JSON.stringify(fields.map((field) => valueAtPath(row, field) ?? null));
}

// src/engine/blocks/table/saved-views/SavedViewsButton.tsx
import { useCallback as useCallback4, useId as useId3, useState as useState4 } from "react";
import { useTranslation as useTranslation5 } from "react-i18next";
import Box3 from "@mui/material/Box";
import Button3 from "@mui/material/Button";
import Divider2 from "@mui/material/Divider";
import IconButton2 from "@mui/material/IconButton";
import LinearProgress2 from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText3 from "@mui/material/ListItemText";
import Popover from "@mui/material/Popover";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import BookmarkBorder from "@mui/icons-material/BookmarkBorder";
import Delete from "@mui/icons-material/Delete";

// src/engine/blocks/table/saved-views/saved-views-api.ts
var listSavedViews = (provider, screenId) => provider.call("listSavedViews", { query: { screenId } }, { silent: true });
var saveSavedView = (provider, screenId, name, state) => provider.call("saveSavedView", { body: { screenId, name, state } });
var deleteSavedView = (provider, viewId) => provider.call("deleteSavedView", { path: { viewId } });

// src/engine/blocks/table/saved-views/SavedViewsButton.tsx
import { Fragment as Fragment4, jsx as jsx7, jsxs as jsxs6 } from "react/jsx-runtime";
function SavedViewsButton({ screenId, current, onApply, showMessage }) {
  const { t } = useTranslation5();
  const provider = useDataProvider();
  const panelId = useId3();
  const titleId = useId3();
  const [anchor, setAnchor] = useState4(null);
  const [views, setViews] = useState4();
  const [loading, setLoading] = useState4(false);
  const [name, setName] = useState4("");
  const [nameError, setNameError] = useState4();
  const load = useCallback4(async () => {
    setLoading(true);
    try {
      setViews(await listSavedViews(provider, screenId));
    } catch {
      setViews([]);
      showMessage("error", t("AN_ERROR_HAS_OCCURRED"));
    } finally {
      setLoading(false);
    }
  }, [provider, screenId, showMessage, t]);
  const open = (target) => {
    setAnchor(target);
    setNameError(void 0);
    void load();
  };
  const close = () => setAnchor(null);
  const save = async (event) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t("REQUIRED_FIELD"));
      return;
    }
    try {
      await saveSavedView(provider, screenId, name.trim(), current());
      setName("");
      setNameError(void 0);
      showMessage("success", t("SAVED_VIEW_SAVED"));
      await load();
    } catch (error) {
      const problem = isCallError(error) ? error.fieldErrors.find((entry) => entry.field === "name" || entry.field === "") : void 0;
      if (problem) setNameError(problem.messageKey ? t(problem.messageKey) : problem.message);
      else showMessage("error", t("AN_ERROR_HAS_OCCURRED"));
    }
  };
  const remove = async (view) => {
    try {
      await deleteSavedView(provider, view.id);
      showMessage("success", t("SAVED_VIEW_DELETED"));
      await load();
    } catch {
      showMessage("error", t("AN_ERROR_HAS_OCCURRED"));
    }
  };
  return /* @__PURE__ */ jsxs6(Fragment4, { children: [
    /* @__PURE__ */ jsx7(
      Button3,
      {
        size: "small",
        startIcon: /* @__PURE__ */ jsx7(BookmarkBorder, { fontSize: "small" }),
        "aria-haspopup": "dialog",
        "aria-controls": anchor ? panelId : void 0,
        "aria-expanded": anchor ? "true" : void 0,
        onClick: (event) => open(event.currentTarget),
        children: t("SAVED_VIEWS")
      }
    ),
    /* @__PURE__ */ jsxs6(
      Popover,
      {
        open: Boolean(anchor),
        anchorEl: anchor,
        onClose: close,
        anchorOrigin: { vertical: "bottom", horizontal: "left" },
        slotProps: { paper: { id: panelId, role: "dialog", "aria-labelledby": titleId, sx: { width: 320, maxWidth: "100vw" } } },
        children: [
          /* @__PURE__ */ jsx7(Box3, { sx: { p: 2, pb: 1 }, children: /* @__PURE__ */ jsx7(Typography, { id: titleId, variant: "subtitle1", component: "h2", children: t("SAVED_VIEWS_OPEN") }) }),
          loading ? /* @__PURE__ */ jsx7(LinearProgress2, { "aria-label": t("LOADING") }) : null,
          views && views.length === 0 ? /* @__PURE__ */ jsx7(Typography, { variant: "body2", sx: { px: 2, pb: 1 }, color: "text.secondary", children: t("SAVED_VIEWS_NONE") }) : null,
          views && views.length ? /* @__PURE__ */ jsx7(List, { dense: true, "aria-label": t("SAVED_VIEWS"), children: views.map((view) => /* @__PURE__ */ jsx7(
            ListItem,
            {
              disablePadding: true,
              secondaryAction: /* @__PURE__ */ jsx7(IconButton2, { edge: "end", size: "small", "aria-label": t("SAVED_VIEW_DELETE", { name: view.name }), onClick: () => void remove(view), children: /* @__PURE__ */ jsx7(Delete, { fontSize: "small" }) }),
              children: /* @__PURE__ */ jsx7(
                ListItemButton,
                {
                  onClick: () => {
                    close();
                    onApply(view);
                  },
                  children: /* @__PURE__ */ jsx7(ListItemText3, { children: view.name })
                }
              )
            },
            view.id
          )) }) : null,
          /* @__PURE__ */ jsx7(Divider2, {}),
          /* @__PURE__ */ jsxs6(Box3, { component: "form", onSubmit: (event) => void save(event), noValidate: true, sx: { p: 2, display: "flex", gap: 1, alignItems: "flex-start" }, children: [
            /* @__PURE__ */ jsx7(
              TextField,
              {
                size: "small",
                label: t("SAVED_VIEW_NAME"),
                value: name,
                onChange: (event) => setName(event.target.value),
                error: Boolean(nameError),
                helperText: nameError ?? t("SAVED_VIEW_NAME_HELP"),
                slotProps: { htmlInput: { maxLength: 80 } },
                sx: { flex: 1 }
              }
            ),
            /* @__PURE__ */ jsx7(Button3, { type: "submit", variant: "contained", size: "small", sx: { mt: 0.5 }, children: t("SAVED_VIEW_SAVE") })
          ] })
        ]
      }
    )
  ] });
}

// src/engine/blocks/table/table-rows.ts
var NO_ROWS = [];
function tablePage(block, response) {
  const found = block.rows ? valueAtPath(response, block.rows) : Array.isArray(response) ? response : valueAtPath(response, "content");
  const rows = Array.isArray(found) ? found : NO_ROWS;
  const pagePath = block.rows && /(^|\.)content$/.test(block.rows) ? block.rows.replace(/content$/, "page.totalElements") : "page.totalElements";
  const total = valueAtPath(response, pagePath);
  const estimated = valueAtPath(response, pagePath.replace(/totalElements$/, "totalEstimated")) === true;
  return { rows, rowCount: typeof total === "number" ? total : rows.length, rowCountEstimated: typeof total === "number" && estimated };
}

// src/engine/blocks/table/use-table-settings.ts
import { useCallback as useCallback5, useMemo as useMemo3, useState as useState5 } from "react";
function useTableSettings(tableId, columnIds) {
  const screen = useScreen();
  const key = tableSettingsKey(screen.screenId, screen.user);
  const ids = useMemo3(() => new Set(columnIds), [columnIds]);
  const [settings, setSettings] = useState5(() => readTableSettings(screen.filterStorage, key, tableId, ids));
  const update = useCallback5(
    (next) => {
      setSettings(next);
      writeTableSettings(screen.filterStorage, key, tableId, next);
    },
    [screen.filterStorage, key, tableId]
  );
  return [settings, update];
}

// src/engine/blocks/table/TableBlock.tsx
import { jsx as jsx8, jsxs as jsxs7 } from "react/jsx-runtime";
var DEFAULT_PAGE_SIZE = 25;
var NO_FILTERS = {};
var ICON_ACTION_PX = 34;
var TEXT_ACTION_PX = 130;
var ACTIONS_PADDING_PX = 32;
function TableBlock({ id, block }) {
  const { t } = useTranslation6();
  const screen = useScreen();
  const { message, show, clear } = useTimedMessage();
  const server = block.paging.mode === "server";
  const pageSize = block.paging.pageSize ?? DEFAULT_PAGE_SIZE;
  const filters = useScreenSelector(screen.store, useCallback6((state) => state.filters[id] ?? NO_FILTERS, [id]));
  const local = useMemo4(() => ({ filters }), [filters]);
  const scope = useBindingScope(block, local);
  const columnEntries = useMemo4(() => orderedEntries(block.columns), [block.columns]);
  const columnIds = useMemo4(() => columnEntries.map(([columnId]) => columnId), [columnEntries]);
  const [settings, setSettings] = useTableSettings(id, columnIds);
  const density = settings.density ?? block.density ?? "standard";
  const hidden = useMemo4(() => new Set(settings.hiddenColumns), [settings.hiddenColumns]);
  const filtered = useScreenSelector(screen.store, useCallback6((state) => id in state.filters, [id]));
  const [sorting, setSorting] = useState6(() => {
    const kept = settings.sort && block.columns[settings.sort.column]?.sortable ? settings.sort : void 0;
    const sort = kept ?? block.defaultSort;
    return sort ? [{ id: sort.column, desc: sort.direction === "desc" }] : [];
  });
  const [pagination, setPagination] = useState6({ pageIndex: 0, pageSize });
  const [selection, setSelection] = useState6({});
  const lastFilters = useRef4(filters);
  useEffect(() => {
    if (lastFilters.current === filters) return;
    lastFilters.current = filters;
    setPagination((current) => ({ ...current, pageIndex: 0 }));
    setSelection({});
  }, [filters]);
  const extraQuery = useMemo4(() => {
    if (!server) return void 0;
    const sort = sorting[0];
    const column = sort ? block.columns[sort.id] : void 0;
    return {
      page: pagination.pageIndex,
      size: pagination.pageSize,
      ...sort && column ? { sort: `${column.sortField ?? column.field},${sort.desc ? "desc" : "asc"}` } : {}
    };
  }, [server, sorting, pagination, block.columns]);
  const dataOptions = useMemo4(() => ({ scope, ...extraQuery ? { extraQuery } : {} }), [scope, extraQuery]);
  const { data, loading, error } = useBlockData(id, block.call, dataOptions);
  const retry = useCallback6(() => screen.store.reload([id]), [screen.store, id]);
  const errorState = useMemo4(() => error ? { text: t("AN_ERROR_HAS_OCCURRED"), onRetry: retry } : void 0, [error, t, retry]);
  const page = useMemo4(() => tablePage(block, data), [block, data]);
  const rowId = useMemo4(() => rowKeyOf(block.rowKey), [block.rowKey]);
  const selectedRows = useRef4(/* @__PURE__ */ new Map());
  useEffect(() => {
    for (const row of page.rows) {
      const key = rowId(row);
      if (selection[key]) selectedRows.current.set(key, row);
    }
    for (const key of [...selectedRows.current.keys()]) if (!selection[key]) selectedRows.current.delete(key);
  }, [page.rows, selection, rowId]);
  const selected = useMemo4(() => {
    const byId = new Map(selectedRows.current);
    for (const row of page.rows) if (selection[rowId(row)]) byId.set(rowId(row), row);
    return [...byId.entries()].filter(([key]) => selection[key]).map(([, row]) => row);
  }, [page.rows, selection, rowId]);
  const columns = useMemo4(
    () => columnEntries.filter(([columnId]) => !hidden.has(columnId)).map(([columnId, column]) => engineColumn(columnId, column, t(column.header), scope, screen.navigate, screen.routePath, settings.columnWidths[columnId])),
    [columnEntries, hidden, settings.columnWidths, scope, screen.navigate, screen.routePath, t]
  );
  const chooserColumns = useMemo4(
    () => columnEntries.map(([columnId, column]) => ({ id: columnId, header: t(column.header), hideable: column.hideable !== false })),
    [columnEntries, t]
  );
  const rowActionEntries = useMemo4(() => orderedEntries(block.rowActions), [block.rowActions]);
  const primaryIds = useMemo4(() => primaryActionIds(rowActionEntries, block.primaryRowActions), [rowActionEntries, block.primaryRowActions]);
  const actionsWidth = useMemo4(() => {
    if (!rowActionEntries.length) return void 0;
    const primary = rowActionEntries.filter(([actionId]) => primaryIds.has(actionId));
    const buttons = primary.reduce((sum, [, action]) => sum + (action.icon ? ICON_ACTION_PX : TEXT_ACTION_PX), 0);
    return buttons + (rowActionEntries.length > primary.length ? ICON_ACTION_PX : 0) + ACTIONS_PADDING_PX;
  }, [rowActionEntries, primaryIds]);
  const renderRowActions = useCallback6(
    (row) => /* @__PURE__ */ jsx8(RowActions, { entries: rowActionEntries, primary: primaryIds, primaryNamed: Boolean(block.primaryRowActions), scope: { ...scope, row }, showMessage: show, rowLabel: rowLabelOf(row, columnEntries) }),
    [rowActionEntries, primaryIds, block.primaryRowActions, scope, show, columnEntries]
  );
  const onColumnResize = useCallback6(
    (columnId, width) => setSettings({ ...settings, columnWidths: { ...settings.columnWidths, [columnId]: width } }),
    [settings, setSettings]
  );
  const currentView = useCallback6(() => {
    const sort = sorting[0];
    return {
      filters,
      ...sort ? { sort: { column: sort.id, direction: sort.desc ? "desc" : "asc" } } : {},
      hiddenColumns: [...settings.hiddenColumns],
      columnWidths: { ...settings.columnWidths },
      density,
      pageSize: pagination.pageSize
    };
  }, [sorting, filters, settings, density, pagination.pageSize]);
  const applyView = useCallback6(
    (view) => {
      const state = view.state;
      const known = new Set(columnIds);
      const restored = sanitizeTableSettings(state, known);
      setSettings({ ...NO_TABLE_SETTINGS, ...restored });
      const sortColumn = state.sort && block.columns[state.sort.column]?.sortable ? state.sort : void 0;
      setSorting(sortColumn ? [{ id: sortColumn.column, desc: sortColumn.direction === "desc" }] : []);
      const sizes = block.paging.pageSizeOptions ?? [pageSize];
      setPagination({ pageIndex: 0, pageSize: state.pageSize && sizes.includes(state.pageSize) ? state.pageSize : pageSize });
      screen.store.setFilters(id, { ...state.filters ?? {} });
      show("success", t("SAVED_VIEW_ACTIVE", { name: view.name }));
    },
    [columnIds, setSettings, block.columns, block.paging.pageSizeOptions, pageSize, screen.store, id, show, t]
  );
  const paging = useMemo4(
    () => server ? {
      rowCount: page.rowCount,
      rowCountEstimated: page.rowCountEstimated,
      pagination,
      onPaginationChange: setPagination,
      pageSizeOptions: block.paging.pageSizeOptions ?? [pageSize]
    } : void 0,
    [server, page.rowCount, page.rowCountEstimated, pagination, block.paging.pageSizeOptions, pageSize]
  );
  const onSortingChange = useCallback6(
    (next) => {
      setSorting(next);
      setPagination((current) => ({ ...current, pageIndex: 0 }));
      const { sort: _previous, ...rest } = settings;
      const chosen = next[0];
      setSettings(chosen ? { ...rest, sort: { column: chosen.id, direction: chosen.desc ? "desc" : "asc" } } : rest);
    },
    [settings, setSettings]
  );
  const selectionScope = useMemo4(() => ({ ...scope, selection: selected }), [scope, selected]);
  const bulkEntries = orderedEntries(block.bulkActions);
  const label = block.title ? t(block.title) : t("TABLE_RESULTS");
  return /* @__PURE__ */ jsxs7(Box4, { children: [
    /* @__PURE__ */ jsx8(TimedMessageBanner, { message, onClose: clear }),
    /* @__PURE__ */ jsxs7(Box4, { sx: { display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap", mb: 1 }, role: "toolbar", "aria-label": t("TABLE_TOOLBAR", { table: label }), children: [
      filtered && block.savedViews !== false ? /* @__PURE__ */ jsx8(SavedViewsButton, { screenId: screen.screenId, current: currentView, onApply: applyView, showMessage: show }) : null,
      /* @__PURE__ */ jsx8(
        ColumnChooser,
        {
          columns: chooserColumns,
          hidden,
          onChange: (next) => setSettings({ ...settings, hiddenColumns: columnIds.filter((columnId) => next.has(columnId)) }),
          onReset: () => setSettings({ ...NO_TABLE_SETTINGS, ...settings.density ? { density: settings.density } : {}, ...settings.sort ? { sort: settings.sort } : {} })
        }
      ),
      /* @__PURE__ */ jsx8(DensityToggle, { value: density, onChange: (next) => setSettings({ ...settings, density: next }) }),
      bulkEntries.length || block.export ? /* @__PURE__ */ jsxs7(Box4, { sx: { display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap", ml: "auto" }, role: "group", "aria-label": t("TABLE_BULK_ACTIONS"), children: [
        block.selection ? /* @__PURE__ */ jsx8(Typography2, { variant: "body2", role: "status", sx: { mr: 1 }, children: t("TABLE_SELECTED_COUNT", { count: selected.length }) }) : null,
        bulkEntries.map(([actionId, action]) => /* @__PURE__ */ jsx8(
          ActionButton,
          {
            action,
            scope: selectionScope,
            showMessage: show,
            disabled: action.appliesTo === "matches" ? page.rows.length === 0 : selected.length === 0,
            ...action.forEachSelected ? { rows: selected } : {},
            onDone: () => setSelection({})
          },
          actionId
        )),
        block.export ? /* @__PURE__ */ jsx8(ActionButton, { action: block.export, scope, showMessage: show }) : null
      ] }) : null
    ] }),
    /* @__PURE__ */ jsx8(
      EngineTable,
      {
        label,
        columns,
        rows: page.rows,
        rowId,
        sorting,
        onSortingChange,
        paging,
        selectable: Boolean(block.selection),
        selection,
        onSelectionChange: setSelection,
        renderRowActions: rowActionEntries.length ? renderRowActions : void 0,
        loading,
        emptyText: t(block.emptyState ?? "NO_DATA_FOUND"),
        virtualizeAfter: pageSize,
        error: errorState,
        density,
        onColumnResize,
        actionsWidth,
        skeletonRows: server ? pagination.pageSize : DEFAULT_PAGE_SIZE
      }
    )
  ] });
}
var WEB_ADDRESS = /^https?:\/\//i;
function rowLabelOf(row, columns) {
  return columns.slice(0, 2).map(([, column]) => valueAtPath(row, column.field)).filter((value) => typeof value === "string" || typeof value === "number").join(" ");
}
function engineColumn(id, column, header, scope, navigate, routePath, userWidth) {
  const link = column.link;
  const href = column.href;
  const width = userWidth ?? column.width;
  return {
    id,
    field: column.field,
    header,
    sortable: column.sortable ?? false,
    resizable: column.resizable !== false,
    ...column.format ? { format: column.format } : {},
    ...width ? { width } : {},
    ...href !== void 0 ? {
      render: (row, content) => {
        const address = resolveBinding(href, { ...scope, row });
        if (typeof address !== "string" || !WEB_ADDRESS.test(address)) return content;
        return /* @__PURE__ */ jsx8(Link, { href: address, target: "_blank", rel: "noopener noreferrer", children: content });
      }
    } : {},
    ...link && href === void 0 ? {
      render: (row, content) => {
        const address = linkAddress(link, { ...scope, row }, routePath);
        const follow = (event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          navigate(address);
        };
        return /* @__PURE__ */ jsx8(Link, { href: address, onClick: follow, children: content });
      }
    } : {}
  };
}
export {
  TableBlock as default
};
