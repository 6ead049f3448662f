import { kindOf } from '../../blocks/kinds.ts';
import { bindingsOf } from '../../bindings/bindings-of.ts';
import type { ParsedBinding } from '../../bindings/parse-binding.ts';
import { enclosingAction, enclosingBlock, enclosingTable, filtersProducerAt, formProducerAt, tablesOpening } from './enclosing.ts';
import type { SchemaNode } from './contract-shape.ts';
import type { ScreenScan, SourceSchema } from './screen-scan.ts';

/**
 * Every binding must resolve where it stands: a known root that exists at that place (`$row` in
 * a row's actions, columns or a modal a row opens; `$selection` in bulk actions; `$form` in a
 * form, wizard, filter bar or reason prompt; `$filters` in a table a filter bar targets), a route
 * parameter the screen's route has, a user field, a form field, and a `$data` block that exists,
 * has a data call, and whose response has the path read; `$response` in an outcome, on a path
 * of the answer of the call that outcome follows.
 */
export function checkBindings(scan: ScreenScan): void {
  for (const use of bindingsOf(scan.definition)) {
    if (!use.binding) {
      scan.report(use.pointer, use.syntaxError ?? `binding "${use.expression}" does not parse`);
      continue;
    }
    const problem = problemOf(scan, use.pointer, use.binding);
    if (problem) scan.report(use.pointer, `${use.expression}: ${problem}`);
  }
}

function pathProblem(scan: ScreenScan, source: SourceSchema, path: readonly string[]): string | undefined {
  if (!path.length || source.schema === 'open') return undefined;
  return scan.ctx.view.at(source.schema, path) === undefined ? `"${path.join('.')}" is not in ${source.label}` : undefined;
}

function rowSources(scan: ScreenScan, pointer: string): SourceSchema[] | undefined {
  const action = enclosingAction(scan, pointer);
  const table = enclosingTable(scan, pointer);
  const inColumns = table && pointer.startsWith(`${table.pointer}/columns/`);
  if (table && (inColumns || action?.slot === 'rowActions' || (action?.slot === 'bulkActions' && action.action.forEachSelected))) {
    const rows = scan.rowsOf(table.block, table.pointer);
    return rows ? [rows] : [];
  }
  const block = enclosingBlock(scan, pointer);
  const modalIds = block ? modalChain(scan, block.id) : [];
  const openers = modalIds.flatMap((id) => tablesOpening(scan, id));
  if (!openers.length) return undefined;
  return openers.flatMap((entry) => scan.rowsOf(entry.block, entry.pointer) ?? []);
}

function modalChain(scan: ScreenScan, blockId: string): string[] {
  const chain: string[] = [];
  for (let entry = scan.blockById.get(blockId); entry; entry = entry.modalId ? scan.blockById.get(entry.modalId) : undefined) {
    if (kindOf(entry.block)?.children) chain.push(entry.id);
  }
  return chain;
}

function problemOf(scan: ScreenScan, pointer: string, { root, path }: ParsedBinding): string | undefined {
  switch (root) {
    case 'query':
      return undefined;
    case 'route': {
      const route = scan.ctx.inputs.routes.get(scan.definition.route);
      if (!route || !path.length) return undefined;
      return route.params.includes(path[0] as string)
        ? undefined
        : `route "${scan.definition.route}" (${route.path}) has no parameter "${path[0]}"${route.params.length ? ` (it has ${route.params.join(', ')})` : ''}`;
    }
    case 'user':
      return pathProblem(scan, { schema: scan.ctx.inputs.userSchema, label: 'the user details (UserDetails)' }, path);
    case 'row':
    case 'selection': {
      const action = enclosingAction(scan, pointer);
      if (root === 'selection' && action?.slot !== 'bulkActions') return '$selection is only available in the bulk actions of a table';
      const table = root === 'selection' ? enclosingTable(scan, pointer) : undefined;
      const sources = table ? [scan.rowsOf(table.block, table.pointer)].filter((s) => s !== undefined) : rowSources(scan, pointer);
      if (!sources) return '$row is only available in a table\'s columns and row actions, bulk actions with "forEachSelected", and modals a row action opens';
      return sources.map((s) => pathProblem(scan, s, path)).find(Boolean);
    }
    case 'form': {
      const producer = formProducerAt(scan, pointer);
      if (!producer) return '$form is only available inside a form, wizard or filters block, or in an action with a reason prompt';
      return fieldProblem(scan, producer.fields, path, producer.blockId ? `block "${producer.blockId}"` : 'the reason prompt');
    }
    case 'filters': {
      const producer = filtersProducerAt(scan, pointer);
      if (!producer) return '$filters is only available in a block that a filters block targets (its target or alsoTargets)';
      return fieldProblem(scan, producer.fields, path, `filters block "${producer.blockId}"`);
    }
    case 'response': {
      // Only an outcome has an answer to read: the call of the form, wizard or action that owns it.
      const at = pointer.lastIndexOf('/onSuccess/');
      if (at < 0) return '$response is only available in an onSuccess, where it reads the answer of the call that succeeded';
      const owner = scan.at(pointer.slice(0, at)) as { submit?: { operationId?: string }; call?: { operationId?: string } } | undefined;
      const answer = scan.callResponseOf((owner?.submit ?? owner?.call)?.operationId);
      if (!answer) return 'the outcome belongs to no call, so there is no answer to read';
      return pathProblem(scan, answer, path);
    }
    case 'data': {
      const [blockId = '', ...rest] = path;
      const entry = scan.blockById.get(blockId);
      if (!entry) return `no block "${blockId}" on this screen`;
      const data = scan.dataOf(entry.block);
      if (data === null) return `block "${blockId}" (${entry.block.kind}) has no data call`;
      if (!data) return undefined;
      // A server-paged answer is read a page at a time; its `content` is the page shown.
      if (rest[0] === 'content' && kindOf(entry.block)?.serverPaged?.(entry.block)) return undefined;
      return pathProblem(scan, data, rest);
    }
  }
  return undefined;
}

function fieldProblem(scan: ScreenScan, fields: ReadonlyMap<string, { schema: SchemaNode }>, path: readonly string[], owner: string): string | undefined {
  if (!path.length) return undefined;
  const [name = '', ...rest] = path;
  const field = fields.get(name);
  if (!field) return `${owner} has no field "${name}"`;
  if (rest.length && scan.ctx.view.at(field.schema, rest) === undefined) return `field "${name}" of ${owner} has no "${rest.join('.')}"`;
  return undefined;
}
