import type { SyntaxNode, Tree } from '@lezer/common';
import { en } from '../../i18n/catalogues.ts';
import { ROUTES, pathParams } from '../../shell/routes/route-table.ts';
import { requestBodySchema, successBodySchema, WIDGET_NAMES, ENGINE_FIELD_NAMES, type CheckContext, type CheckedOperation } from '../../engine/tooling.ts';
import { studioCheckContext } from '../check/studio-check-context.ts';
import { BINDING_ROOTS, BLOCK_DEFINITIONS, MESSAGE_KEY_MEMBERS, SCREEN_MEMBERS, blockMembers, describe } from './definition-language.ts';
import { jsonCursorAt, objectMember, stringMember, type JsonCursor } from './json-cursor.ts';

export interface StudioCompletion {
  readonly label: string;
  readonly type: 'property' | 'function' | 'variable' | 'text' | 'keyword' | 'type';
  readonly detail?: string;
  readonly info?: string;
}

export interface CompletionAnswer {
  /** The range the chosen label replaces (inside the quotes). */
  readonly from: number;
  readonly to: number;
  readonly options: readonly StudioCompletion[];
}

const ROUTE_BY_NAME = new Map(ROUTES.map((route) => [route.name, route]));
const CALL_MAPS = new Set(['path', 'query', 'body']);

/**
 * What may be written at the cursor of a screen definition or overlay, from the definition
 * language (members of a screen and of each block kind, block kinds, binding roots, widget names)
 * and the contract (operation ids; the path and query parameters and body fields of the
 * operation a call names; the response fields a table column may show), and the i18n keys of the
 * catalogues where the meta-schema wants a message key.
 */
export function completionsAt(text: string, tree: Tree, position: number, ctx: CheckContext = studioCheckContext()): CompletionAnswer | undefined {
  const cursor = jsonCursorAt(text, tree, position);
  if (!cursor) return undefined;
  const closed = cursor.to - cursor.from >= 2 && text[cursor.to - 1] === '"' && cursor.to > position;
  const range = { from: cursor.from + 1, to: closed ? cursor.to - 1 : position };
  const options = cursor.kind === 'key' ? keyOptions(text, cursor, ctx) : valueOptions(text, cursor, ctx);
  return options.length ? { ...range, options } : undefined;
}

function operationOf(text: string, call: SyntaxNode | undefined, ctx: CheckContext): CheckedOperation | undefined {
  const id = call ? stringMember(text, call, 'operationId') : undefined;
  return id ? ctx.operations.get(id) : undefined;
}

function keyOptions(text: string, cursor: JsonCursor, ctx: CheckContext): StudioCompletion[] {
  const last = cursor.path.at(-1);
  // A call's parameter map: the parameters of the operation it names.
  if (typeof last === 'string' && CALL_MAPS.has(last)) {
    const op = operationOf(text, cursor.objects[1], ctx);
    if (op) {
      if (last === 'body') {
        const body = requestBodySchema(op);
        const required = new Set(body ? ctx.view.required(body.schema) : []);
        return body ? ctx.view.propertyNames(body.schema).map((name) => ({ label: name, type: 'property', detail: `${op.operationId} body${required.has(name) ? ', required' : ''}` })) : [];
      }
      return op.parameters
        .filter((p) => p.in === last)
        .map((p) => ({ label: p.name, type: 'property', detail: `${op.operationId} ${p.in}${p.required ? ', required' : ''}` }));
    }
  }
  const object = cursor.objects[0];
  const kind = object ? stringMember(text, object, 'kind') : undefined;
  if (kind && BLOCK_DEFINITIONS.has(kind)) {
    return Object.entries(blockMembers(kind)).map(([name, schema]) => ({ label: name, type: 'property', detail: `${kind} block`, info: describe(schema) }));
  }
  if (cursor.path.length === 0) {
    return Object.entries(SCREEN_MEMBERS).map(([name, schema]) => ({ label: name, type: 'property', detail: 'screen', info: describe(schema) }));
  }
  return [];
}

function valueOptions(text: string, cursor: JsonCursor, ctx: CheckContext): StudioCompletion[] {
  const member = cursor.path.at(-1);
  if (cursor.typed.startsWith('$')) return bindingOptions(text, cursor, ctx);
  if (member === 'operationId') {
    return [...ctx.operations.values()].map((op) => ({ label: op.operationId, type: 'function', detail: `${op.method.toUpperCase()} ${op.path}` }));
  }
  if (member === 'kind') return [...BLOCK_DEFINITIONS.keys()].map((kind) => ({ label: kind, type: 'keyword', detail: BLOCK_DEFINITIONS.get(kind) }));
  if (member === 'ui:widget' || member === 'widget') return [...WIDGET_NAMES].map((name) => ({ label: name, type: 'type', detail: 'widget' }));
  if (member === 'ui:field') return [...ENGINE_FIELD_NAMES].map((name) => ({ label: name, type: 'type', detail: 'engine field' }));
  if (member === 'route') return ROUTES.map((route) => ({ label: route.name, type: 'variable', detail: route.path }));
  if ((member === 'field' || member === 'sortField') && cursor.path.at(-3) === 'columns') {
    return rowFields(text, cursor.objects[2], ctx).map((name) => ({ label: name, type: 'property', detail: 'response field' }));
  }
  if (typeof member === 'string' && MESSAGE_KEY_MEMBERS.has(member)) {
    return Object.entries(en).map(([key, english]) => ({ label: key, type: 'text', detail: String(english).slice(0, 60) }));
  }
  return [];
}

/** The fields of a row of the table block's call (its `rows` path, a page's `content`, or the list itself). */
function rowFields(text: string, block: SyntaxNode | undefined, ctx: CheckContext): string[] {
  if (!block) return [];
  const op = operationOf(text, objectMember(text, block, 'call'), ctx);
  const body = op ? successBodySchema(op) : undefined;
  if (!body) return [];
  const rows = stringMember(text, block, 'rows');
  const list = rows ? ctx.view.at(body, rows.split('.')) : ctx.view.property(body, 'content') ?? body;
  if (!list || list === 'open') return [];
  return ctx.view.propertyNames(ctx.view.items(list) ?? list);
}

function bindingOptions(text: string, cursor: JsonCursor, ctx: CheckContext): StudioCompletion[] {
  const dot = cursor.typed.indexOf('.');
  if (dot < 0) return BINDING_ROOTS.map((root) => ({ label: root, type: 'variable', detail: 'binding' }));
  const root = cursor.typed.slice(0, dot);
  const top = topObject(cursor);
  const fields = (names: readonly string[], detail: string) => names.map((name) => ({ label: `${root}.${name}`, type: 'variable' as const, detail }));
  if (root === '$route') {
    const route = top ? ROUTE_BY_NAME.get(stringMember(text, top, 'route') ?? '') : undefined;
    return route ? fields(pathParams(route.path), `path parameter of ${route.path}`) : [];
  }
  if (root === '$user') return fields(ctx.view.propertyNames(ctx.inputs.userSchema), 'signed-in user');
  if (root === '$data') {
    const blocks = top ? objectMember(text, top, 'blocks') : undefined;
    return blocks ? fields(blocks.getChildren('Property').map((p) => JSON.parse(text.slice(p.firstChild!.from, p.firstChild!.to)) as string), 'block') : [];
  }
  if (root === '$row') {
    const table = cursor.objects.find((object) => objectMember(text, object, 'columns') && objectMember(text, object, 'call'));
    return fields(rowFields(text, table, ctx), 'row field');
  }
  return [];
}

const topObject = (cursor: JsonCursor) => cursor.objects.at(-1);
