// src/engine/definition/ordered-entries.ts
function orderedEntries(map) {
  if (!map) return [];
  const present = Object.entries(map).filter((entry) => entry[1] !== null && entry[1] !== void 0);
  return present.sort(([, a], [, b]) => (a.order ?? 0) - (b.order ?? 0));
}

// src/engine/blocks/block-kind.ts
function blockKind(descriptor) {
  return descriptor;
}

// src/engine/blocks/actions/kind.ts
var actionsKind = blockKind({
  renderer: () => import("./ActionsBlock-O4YSSWRD.js")
});

// src/engine/bindings/parse-binding.ts
var BINDING_ROOTS = ["route", "query", "user", "row", "selection", "form", "filters", "data", "response"];
var LITERAL_KEY = "$literal";
var SEGMENT = /^[A-Za-z0-9_-]+$/;
function isBindingExpression(value) {
  return typeof value === "string" && value.startsWith("$");
}
var BindingSyntaxError = class extends Error {
  constructor(expression, reason) {
    super(`binding "${expression}": ${reason}`);
    this.expression = expression;
    this.name = "BindingSyntaxError";
  }
  expression;
};
function parseBinding(expression) {
  if (!expression.startsWith("$")) throw new BindingSyntaxError(expression, "a binding starts with $");
  const [head = "", ...path] = expression.slice(1).split(".");
  if (!BINDING_ROOTS.includes(head)) {
    throw new BindingSyntaxError(expression, `unknown root "$${head}" (known: ${BINDING_ROOTS.map((r) => `$${r}`).join(", ")})`);
  }
  const bad = path.find((segment) => !SEGMENT.test(segment));
  if (bad !== void 0) throw new BindingSyntaxError(expression, `invalid path segment "${bad}"`);
  if (head === "data" && path.length === 0) throw new BindingSyntaxError(expression, "$data needs a block id: $data.<blockId>");
  return { root: head, path };
}
var NUMBER_KEY = "$number";
function isNumberConversion(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && isBindingExpression(value[NUMBER_KEY]);
}
function isLiteral(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && LITERAL_KEY in value;
}
var FIRST_OF_KEY = "$firstOf";
function isFirstOf(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && Array.isArray(value[FIRST_OF_KEY]);
}

// src/engine/definition/check/sources.ts
var isNode = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function refName(schema) {
  const ref = isNode(schema) && typeof schema.$ref === "string" ? schema.$ref : void 0;
  const name = ref?.split("/").at(-1);
  return name ? ` (${name})` : "";
}
function missing(scan, source, field, pointer, what) {
  if (source.schema === "open") return;
  if (scan.ctx.view.at(source.schema, field.split(".")) === void 0) scan.report(pointer, `${what} "${field}" is not in ${source.label}`);
}
function recordOf(scan, source, record, pointer) {
  if (!source || source.schema === "open" || record === void 0) return source ?? void 0;
  const at = scan.ctx.view.at(source.schema, record.split("."));
  if (at === void 0) {
    scan.report(pointer, `"${record}" is not in ${source.label}`);
    return void 0;
  }
  return { schema: at, label: `"${record}" of ${source.label}` };
}
function itemsOf(scan, source, path, pointer) {
  const list = recordOf(scan, source, path, pointer);
  if (!list || list.schema === "open") return list;
  const types = scan.ctx.view.types(list.schema);
  if (types && !types.has("array")) {
    scan.report(pointer, `${path ? `"${path}" of ` : ""}${list.label} is not a list`);
    return void 0;
  }
  const items = scan.ctx.view.items(list.schema);
  return { schema: items ?? "open", label: `the items of ${list.label}${refName(items)}` };
}
function numberAt(scan, source, field, pointer, what) {
  if (source.schema === "open") return;
  const at = scan.ctx.view.at(source.schema, field.split("."));
  if (at === void 0) {
    scan.report(pointer, `${what} "${field}" is not in ${source.label}`);
    return;
  }
  const types = scan.ctx.view.types(at);
  if (types && !types.has("number") && !types.has("integer")) scan.report(pointer, `${what} "${field}" is ${[...types].join(" or ")}, not a number`);
}
function progressNumber(scan, source, field, pointer) {
  if (source.schema === "open") return;
  const at = scan.ctx.view.at(source.schema, field.split("."));
  if (at === void 0 || at === "open") return;
  const types = scan.ctx.view.types(at);
  if (types && !types.has("number") && !types.has("integer")) scan.report(pointer, `a progress bar needs a number of 0\u2013100, but "${field}" of ${source.label} is ${[...types].join(" or ")}`);
}
function sourceOfBinding(scan, expression) {
  if (!isBindingExpression(expression)) return void 0;
  let binding;
  try {
    binding = parseBinding(expression);
  } catch {
    return void 0;
  }
  if (binding.root !== "data") return void 0;
  const [blockId = "", ...rest] = binding.path;
  const entry = scan.blockById.get(blockId);
  const data = entry ? scan.dataOf(entry.block) : void 0;
  if (!data || data.schema === "open") return data ?? void 0;
  const at = scan.ctx.view.at(data.schema, rest);
  return at === void 0 ? void 0 : { schema: at, label: `${expression}` };
}

// src/engine/blocks/chart/kind.ts
var chartKind = blockKind({
  renderer: () => import("./ChartBlock-BWA53CHM.js"),
  data: (block) => ({ operationId: block.call.operationId }),
  checks: {
    data(scan, chart, pointer) {
      const items = itemsOf(scan, scan.dataOf(chart), chart.items, `${pointer}/items`);
      if (!items) return;
      missing(scan, items, chart.x.field, `${pointer}/x/field`, "x axis field");
      for (const [id, series] of Object.entries(chart.series)) {
        if (!series) continue;
        missing(scan, items, series.field, `${pointer}/series/${id}/field`, "series field");
        const at = items.schema === "open" ? "open" : scan.ctx.view.at(items.schema, series.field.split("."));
        const types = at && at !== "open" ? scan.ctx.view.types(at) : void 0;
        if (types && !types.has("number") && !types.has("integer")) {
          scan.report(`${pointer}/series/${id}/field`, `series field "${series.field}" is ${[...types].join(" or ")}, not a number`);
        }
      }
    }
  }
});

// src/engine/blocks/content/kind.ts
var contentKind = blockKind({
  renderer: () => import("./ContentBlock-5EOU6ZL4.js"),
  data: () => ({ operationId: "getCmsPages", label: "the CMS pages (getCmsPages)" }),
  implicitCalls: ["getCmsPages"]
});

// src/engine/definition/check/key-problem.ts
function keyProblem(ctx, key) {
  const { en, fr } = ctx.hasKey(key);
  if (en && fr) return void 0;
  const where = !en && !fr ? "the en and fr catalogues (src/i18n/)" : !en ? "the en catalogue (src/i18n/en/)" : "the fr catalogue (src/i18n/fr/)";
  return `i18n key "${key}" is missing from ${where}`;
}

// src/engine/definition/check/shown-values.ts
var stringCodes = (values) => values && values.length > 1 && values.every((value) => typeof value === "string") ? [...values] : void 0;
function codesAt(scan, schema, field) {
  if (schema === void 0 || schema === "open") return void 0;
  const at = scan.ctx.view.at(schema, field.split("."));
  if (at === void 0 || at === "open") return void 0;
  const view = scan.ctx.view;
  const direct = stringCodes(view.allowedValues(at));
  if (direct) return direct;
  const node = view.deref(at);
  const branches = node ? [...Array.isArray(node.oneOf) ? node.oneOf : [], ...Array.isArray(node.anyOf) ? node.anyOf : []] : [];
  const valued = branches.filter((branch) => {
    const types = view.types(branch);
    return !(types && types.size === 1 && types.has("null"));
  });
  return valued.length === 1 ? stringCodes(view.allowedValues(valued[0])) : void 0;
}
function checkShown(scan, codes, format, field, pointer) {
  if (!codes) return;
  if (format !== "translated") {
    scan.report(`${pointer}/format`, `"${field}" is one of ${codes.join(", ")}: it would show as a code; set "format": "translated" and give each value a label in src/i18n/`);
    return;
  }
  for (const code of codes) {
    const problem = keyProblem(scan.ctx, code);
    if (problem) scan.report(`${pointer}/format`, `"${field}" shows the label of ${code}, but ${problem}`);
  }
}

// src/engine/blocks/detail/kind.ts
function checkData(scan, detail, pointer) {
  const origin = detail.from !== void 0 ? sourceOfBinding(scan, detail.from) : scan.dataOf(detail);
  const record = recordOf(scan, origin, detail.record, `${pointer}/record`);
  if (!record) return;
  for (const [id, field] of Object.entries(detail.fields)) if (field) missing(scan, record, field.field, `${pointer}/fields/${id}/field`, "detail field");
}
var detailKind = blockKind({
  renderer: () => import("./DetailBlock-QJH4Z2IT.js"),
  // A detail reading another block's data (`from`) publishes nothing of its own.
  data: (block) => block.call ? { operationId: block.call.operationId } : null,
  shownFields(scan, block) {
    if (!block.call) return void 0;
    const data = scan.dataOf(block);
    if (!data || data.schema === "open") return void 0;
    return {
      operationId: block.call.operationId,
      part: "response",
      available: scan.ctx.view.propertyNames(data.schema),
      shown: Object.values(block.fields).map((field) => field.field.split(".")[0])
    };
  },
  checks: {
    data: checkData,
    enumLabels(scan, block, pointer) {
      if (block.from !== void 0) return;
      const data = scan.dataOf(block);
      if (!data || data.schema === "open") return;
      const record = block.record === void 0 ? data.schema : scan.ctx.view.at(data.schema, block.record.split("."));
      if (record === void 0 || record === "open") return;
      for (const [id, field] of Object.entries(block.fields)) {
        if (field) checkShown(scan, codesAt(scan, record, field.field), field.format, field.field, `${pointer}/fields/${id}`);
      }
    },
    progress(scan, block, pointer) {
      if (!block.call || block.record !== void 0) return;
      const source = scan.dataOf(block);
      for (const [id, field] of Object.entries(block.fields)) {
        if (field?.format === "progress" && source) progressNumber(scan, source, field.field, `${pointer}/fields/${id}/format`);
      }
    }
  }
});

// src/engine/blocks/filters/kind.ts
var filtersKind = blockKind({
  renderer: () => import("./FiltersBlock-UIPJJ77F.js"),
  data: (block) => block.load ? { operationId: block.load.operationId } : null,
  forms: (block, pointer) => [{ pointer, schema: block.schema, uiSchema: block.uiSchema, options: block.options }],
  produces: "filters",
  dropsEmpty: true,
  checks: {
    structure(scan, block, pointer) {
      const target = scan.blockById.get(block.target);
      if (!target) scan.report(`${pointer}/target`, `no block "${block.target}" on this screen`);
      else if (target.block.kind !== "table") scan.report(`${pointer}/target`, `block "${block.target}" is a ${target.block.kind}, not a table`);
      for (const [index, other] of (block.alsoTargets ?? []).entries()) {
        const also = scan.blockById.get(other);
        if (!also) scan.report(`${pointer}/alsoTargets/${index}`, `no block "${other}" on this screen`);
        else if (!("call" in also.block) || !also.block.call) scan.report(`${pointer}/alsoTargets/${index}`, `block "${other}" has no data call to apply the filters to`);
        else if (other === block.target) scan.report(`${pointer}/alsoTargets/${index}`, `"${other}" is already the target`);
      }
    },
    layout(scan, block, pointer) {
      const names = new Set(scan.ctx.view.propertyNames(block.schema, block.schema));
      block.primaryFields?.forEach((name, index) => {
        if (!names.has(name)) scan.report(`${pointer}/primaryFields/${index}`, `primary filter "${name}" is not a field of this filters block`);
      });
    }
  }
});

// src/engine/blocks/form/kind.ts
var formKind = blockKind({
  renderer: () => import("./FormBlock-VH2MQTF3.js"),
  data: (block) => block.load ? { operationId: block.load.operationId } : null,
  forms: (block, pointer) => [{ pointer, schema: block.schema, uiSchema: block.uiSchema, options: block.options }],
  produces: "form",
  transient: (block) => block.transient ?? []
});

// src/engine/blocks/map/kind.ts
var mapKind = blockKind({
  renderer: () => import("./MapBlock-I3H4MVAE.js"),
  data: (block) => ({ operationId: block.call.operationId }),
  checks: {
    data(scan, map, pointer) {
      const data = scan.dataOf(map);
      const items = itemsOf(scan, data, map.points.items, `${pointer}/points/items`);
      if (items) {
        numberAt(scan, items, map.points.latitude, `${pointer}/points/latitude`, "latitude");
        numberAt(scan, items, map.points.longitude, `${pointer}/points/longitude`, "longitude");
        if (map.points.label) missing(scan, items, map.points.label, `${pointer}/points/label`, "label");
      }
      if (!data) return;
      if (map.centre) {
        numberAt(scan, data, map.centre.latitude, `${pointer}/centre/latitude`, "centre latitude");
        numberAt(scan, data, map.centre.longitude, `${pointer}/centre/longitude`, "centre longitude");
        if (map.centre.label) missing(scan, data, map.centre.label, `${pointer}/centre/label`, "centre label");
      }
      if (map.radiusMiles) numberAt(scan, data, map.radiusMiles, `${pointer}/radiusMiles`, "radius");
    }
  }
});

// src/engine/blocks/modal/kind.ts
var modalKind = blockKind({
  renderer: () => import("./ModalBlock-OMY23KLZ.js"),
  children: (block) => block.blocks
});

// src/engine/blocks/table/kind.ts
function rowsOf(scan, table, pointer) {
  const data = scan.dataOf(table);
  if (!data) return void 0;
  if (data.schema === "open") return data;
  const view = scan.ctx.view;
  const path = table.rows ?? (table.paging.mode === "server" || view.property(data.schema, "content") ? "content" : void 0);
  const array = path === void 0 ? data.schema : view.at(data.schema, path.split("."));
  if (array === void 0) {
    scan.report(`${pointer}${table.rows ? "/rows" : ""}`, `rows "${path}" are not in ${data.label}`);
    return void 0;
  }
  if (array === "open") return { schema: "open", label: data.label };
  const types = view.types(array);
  if (types && !types.has("array")) {
    scan.report(`${pointer}${table.rows ? "/rows" : "/call"}`, `${path ? `"${path}" of ` : ""}${data.label} is not a list of rows; set "rows" to the path of the row array`);
    return void 0;
  }
  const items = view.items(array);
  return { schema: items ?? "open", label: `the rows of ${table.call.operationId}${refName(items)}` };
}
function checkData2(scan, table, pointer) {
  const op = scan.operation(table.call.operationId);
  if (!op) return;
  const rows = rowsOf(scan, table, pointer);
  if (rows) {
    for (const [id, column] of Object.entries(table.columns)) {
      if (column) missing(scan, rows, column.field, `${pointer}/columns/${id}/field`, "column field");
    }
    const keys = Array.isArray(table.rowKey) ? table.rowKey : [table.rowKey];
    keys.forEach((key, index) => missing(scan, rows, key, `${pointer}/rowKey${Array.isArray(table.rowKey) ? `/${index}` : ""}`, "row key"));
  }
  const query = new Set(op.parameters.filter((p) => p.in === "query").map((p) => p.name));
  const sorted = Object.values(table.columns).some((c) => c?.sortable) || table.defaultSort !== void 0;
  if (table.paging.mode === "server") {
    for (const name of ["page", "size", ...sorted ? ["sort"] : []]) {
      if (!query.has(name)) scan.report(`${pointer}/paging/mode`, `server paging needs query parameter "${name}", which ${op.operationId} does not have`);
    }
  }
  if (table.defaultSort) {
    const column = table.columns[table.defaultSort.column];
    if (!column) scan.report(`${pointer}/defaultSort/column`, `no column "${table.defaultSort.column}" in this table`);
    else if (!column.sortable) scan.report(`${pointer}/defaultSort/column`, `column "${table.defaultSort.column}" is not sortable`);
  }
}
var tableKind = blockKind({
  renderer: () => import("./TableBlock-3REWMSWH.js"),
  data: (block) => ({ operationId: block.call.operationId }),
  rows: rowsOf,
  rowActions: (block) => block.rowActions,
  actionKeys: ["export"],
  serverPaged: (block) => block.paging.mode === "server",
  shownFields(scan, block, pointer) {
    const rows = rowsOf(scan, block, pointer);
    if (!rows || rows.schema === "open") return void 0;
    return {
      operationId: block.call.operationId,
      part: "rows",
      available: scan.ctx.view.propertyNames(rows.schema),
      shown: Object.values(block.columns).map((column) => column.field.split(".")[0])
    };
  },
  checks: {
    structure(scan, block, pointer) {
      if (block.bulkActions && Object.keys(block.bulkActions).length && !block.selection) {
        scan.report(`${pointer}/bulkActions`, 'bulk actions need "selection": true');
      }
      for (const [id, action] of Object.entries(block.rowActions ?? {})) {
        if (action?.forEachSelected) scan.report(`${pointer}/rowActions/${id}/forEachSelected`, '"forEachSelected" belongs to bulk actions only');
      }
    },
    data: checkData2,
    enumLabels(scan, block, pointer) {
      const rows = rowsOf(scan, block, pointer);
      if (!rows) return;
      for (const [id, column] of Object.entries(block.columns)) {
        if (column) checkShown(scan, codesAt(scan, rows.schema, column.field), column.format, column.field, `${pointer}/columns/${id}`);
      }
    },
    layout(scan, block, pointer) {
      block.primaryRowActions?.forEach((id, index) => {
        if (!block.rowActions?.[id]) scan.report(`${pointer}/primaryRowActions/${index}`, `primary row action "${id}" is not one of this table's row actions`);
      });
    },
    progress(scan, block, pointer) {
      const rows = rowsOf(scan, block, pointer);
      for (const [id, column] of Object.entries(block.columns)) {
        if (column?.format === "progress" && rows) progressNumber(scan, rows, column.field, `${pointer}/columns/${id}/format`);
      }
    }
  }
});

// src/engine/blocks/video/kind.ts
var videoKind = blockKind({
  renderer: () => import("./VideoBlock-N4R5P6CX.js")
});

// src/engine/blocks/wizard/kind.ts
var wizardKind = blockKind({
  renderer: () => import("./WizardBlock-4ELSLZA3.js"),
  data: (block) => block.load ? { operationId: block.load.operationId } : null,
  forms: (block, pointer) => Object.entries(block.steps).map(([stepId, step]) => ({
    pointer: `${pointer}/steps/${stepId}`,
    schema: step.schema,
    uiSchema: step.uiSchema,
    options: step.options,
    ...step.skip ? { skippableStep: stepId } : {}
  })),
  produces: "form",
  transient: (block) => block.transient ?? [],
  checks: {
    structure(scan, block, pointer) {
      const owner = /* @__PURE__ */ new Map();
      for (const [stepId, step] of Object.entries(block.steps)) {
        for (const name of Object.keys(step.schema.properties ?? {})) {
          const other = owner.get(name);
          if (other) scan.report(`${pointer}/steps/${stepId}/schema/properties/${name}`, `field "${name}" is also in step "${other}"; the steps' values merge into one object`);
          else owner.set(name, stepId);
        }
      }
    }
  }
});

// src/engine/blocks/xml/kind.ts
var xmlKind = blockKind({
  renderer: () => import("./XmlBlock-WMGXJ455.js")
});

// src/engine/blocks/kinds.ts
var BLOCK_KIND_MODULES = {
  form: formKind,
  table: tableKind,
  filters: filtersKind,
  wizard: wizardKind,
  modal: modalKind,
  content: contentKind,
  chart: chartKind,
  actions: actionsKind,
  detail: detailKind,
  xml: xmlKind,
  map: mapKind,
  video: videoKind
};
function kindOf(block) {
  const kind = block?.kind;
  return typeof kind === "string" && Object.hasOwn(BLOCK_KIND_MODULES, kind) ? BLOCK_KIND_MODULES[kind] : void 0;
}

// src/engine/definition/screen-blocks.ts
function screenBlocks(definition) {
  const out = [];
  const visit = (blocks, base, modalId) => {
    for (const [id, block] of orderedEntries(blocks)) {
      const pointer = `${base}/${escapePointer(id)}`;
      out.push({ id, block, pointer, modalId });
      const children = kindOf(block)?.children?.(block);
      if (children) visit(children, `${pointer}/blocks`, id);
    }
  };
  visit(definition.blocks, "/blocks", void 0);
  return out;
}
function escapePointer(token) {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

// src/engine/bindings/bindings-of.ts
var TEMPLATE_KEYS = /* @__PURE__ */ new Set(["path", "query", "body", "params"]);
function use(tokens, expression) {
  const pointer = tokens.map(escapePointer).map((t) => `/${t}`).join("");
  try {
    return { pointer, tokens, expression, binding: parseBinding(expression), syntaxError: void 0 };
  } catch (error) {
    if (!(error instanceof BindingSyntaxError)) throw error;
    return { pointer, tokens, expression, binding: void 0, syntaxError: error.message };
  }
}
function bindingsOf(definition) {
  const found = [];
  const walk = (node, tokens, inTemplate) => {
    if (isBindingExpression(node)) {
      found.push(use(tokens, node));
      return;
    }
    if (isLiteral(node) || typeof node !== "object" || node === null) return;
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...tokens, String(index)], inTemplate));
      return;
    }
    const isBlockOrStep = typeof node.kind === "string" || tokens.at(-2) === "steps";
    for (const [key, value] of Object.entries(node)) {
      if (key === LITERAL_KEY) continue;
      if (!inTemplate && isBlockOrStep && (key === "schema" || key === "uiSchema")) continue;
      if (!inTemplate && key === "when" && typeof value === "object" && value !== null && !Array.isArray(value)) {
        for (const [subject, predicate] of Object.entries(value)) {
          found.push(use([...tokens, key, subject], subject));
          void predicate;
        }
        continue;
      }
      walk(value, [...tokens, key], inTemplate || TEMPLATE_KEYS.has(key));
    }
  };
  walk(definition, [], false);
  return found;
}

export {
  orderedEntries,
  screenBlocks,
  isBindingExpression,
  parseBinding,
  isNumberConversion,
  isLiteral,
  FIRST_OF_KEY,
  isFirstOf,
  bindingsOf,
  refName,
  missing,
  itemsOf,
  sourceOfBinding,
  keyProblem,
  BLOCK_KIND_MODULES,
  kindOf
};
