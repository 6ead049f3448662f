import { kindOf } from '../../blocks/kinds.ts';
import type { Call } from '../generated.ts';
import { FIRST_OF_KEY, isBindingExpression, isFirstOf, isLiteral, isNumberConversion, parseBinding } from '../../bindings/parse-binding.ts';
import { requestBodySchema, type CheckedOperation, type SchemaNode } from './contract-shape.ts';
import { enclosingTable, filtersProducerAt, formProducerAt } from './enclosing.ts';
import { typesFit, type JsonType } from './schema-view.ts';
import { refName, type Producer, type ScreenScan } from './screen-scan.ts';
import { compareField, compareProducer } from './compare-fields.ts';

/** Query parameters a server-paged table sends itself. */
const PAGING_PARAMETERS = new Set(['page', 'size', 'sort']);

/**
 * Every call of the definition against its operation: the operation exists, every path
 * parameter (and required query parameter) is bound, no unknown parameter is, the body is
 * there when the operation needs one and fits its schema (fields exist with compatible types,
 * required fields produced), and literals are valid values.
 */
export function checkCalls(scan: ScreenScan): void {
  for (const { pointer, value } of scan.findings.calls) checkCall(scan, pointer, value as unknown as Call);
}

function describeOperation(op: CheckedOperation): string {
  return `${op.operationId} (${op.method.toUpperCase()} ${op.path})`;
}

function checkCall(scan: ScreenScan, pointer: string, call: Call): void {
  const op = scan.operation(call.operationId);
  if (!op) {
    scan.report(`${pointer}/operationId`, `unknown operationId "${call.operationId}": not in openapi/portal.yaml or openapi/cms.yaml`);
    return;
  }
  const table = enclosingTable(scan, pointer);
  const pagedByTable = table !== undefined && `${table.pointer}/call` === pointer && kindOf(table.block)?.serverPaged?.(table.block) === true;

  for (const place of ['path', 'query'] as const) {
    const bound = call[place] ?? {};
    const declared = op.parameters.filter((p) => p.in === place);
    for (const [name, value] of Object.entries(bound)) {
      const parameter = declared.find((p) => p.name === name);
      if (!parameter) {
        scan.report(`${pointer}/${place}/${name}`, `${describeOperation(op)} has no ${place} parameter "${name}"`);
        continue;
      }
      checkValue(scan, value, parameter.schema, `${pointer}/${place}/${name}`, `${place} parameter "${name}" of ${op.operationId}`, true);
    }
    for (const parameter of declared) {
      if (!parameter.required || Object.hasOwn(bound, parameter.name)) continue;
      if (place === 'query' && pagedByTable && PAGING_PARAMETERS.has(parameter.name)) continue;
      scan.report(`${pointer}${Object.keys(bound).length ? `/${place}` : ''}`, `${place} parameter "${parameter.name}" of ${describeOperation(op)} is not bound`);
    }
  }

  const body = requestBodySchema(op);
  if (call.body === undefined) {
    if (op.requestBody?.required) scan.report(pointer, `${describeOperation(op)} needs a request body ("body")`);
  } else if (!body) {
    scan.report(`${pointer}/body`, `${describeOperation(op)} takes no request body`);
  } else {
    checkValue(scan, call.body, body.schema, `${pointer}/body`, `the request body of ${op.operationId}${refName(body.schema)}`, false);
  }
}

/**
 * One template value against the schema of where it goes. `urlText` marks path and query
 * parameters, which travel as text: a `$route` or `$query` string fits any scalar there.
 */
function checkValue(scan: ScreenScan, template: unknown, target: SchemaNode, pointer: string, where: string, urlText: boolean): void {
  const view = scan.ctx.view;
  if (isBindingExpression(template)) {
    let binding;
    try {
      binding = parseBinding(template);
    } catch {
      return; // reported by the binding check
    }
    if (binding.root === 'form' || binding.root === 'filters') {
      const producer = binding.root === 'form' ? formProducerAt(scan, pointer) : filtersProducerAt(scan, pointer);
      if (!producer) return; // reported by the binding check
      if (binding.path.length === 0) {
        compareProducer(scan, producer, target, where, binding.root);
        return;
      }
      const [name = '', ...rest] = binding.path;
      const field = producer.fields.get(name);
      if (!field) return; // reported by the binding check
      const produced = rest.length ? view.at(field.schema, rest) : field.schema;
      if (produced && produced !== 'open') compareField(scan, produced, target, field.pointer, `${binding.root === 'form' ? 'form' : 'filter'} field "${binding.path.join('.')}"`, where);
      return;
    }
    if (urlText && (binding.root === 'route' || binding.root === 'query')) return;
    if (binding.root === 'route' || binding.root === 'query') {
      reportTypeMismatch(scan, new Set<JsonType>(['string']), target, pointer, template, where);
    }
    return;
  }
  if (isNumberConversion(template)) {
    // A number read from text: an integer where the target wants one, and a number otherwise.
    const accepted = view.types(target);
    const produced = new Set<JsonType>([accepted?.has('integer') ? 'integer' : 'number']);
    reportTypeMismatch(scan, produced, target, pointer, `{"$number": "${template.$number}"}`, where);
    return;
  }
  if (isFirstOf(template)) {
    // Whichever item gives the value is sent: each must suit the target.
    template.$firstOf.forEach((item, index) => checkValue(scan, item, target, `${pointer}/${FIRST_OF_KEY}/${index}`, where, urlText));
    return;
  }
  if (isLiteral(template) || typeof template !== 'object' || template === null) {
    const value = isLiteral(template) ? template.$literal : template;
    const problem = scan.ctx.literalProblem(target, value);
    if (problem) scan.report(pointer, `${JSON.stringify(value)} is not a valid value for ${where}: ${problem}`);
    return;
  }
  if (Array.isArray(template)) {
    const items = view.items(target);
    template.forEach((item, index) => items && checkValue(scan, item, items, `${pointer}/${index}`, `${where} items`, urlText));
    return;
  }
  const types = view.types(target);
  if (types && !types.has('object')) {
    scan.report(pointer, `${where} is not an object`);
    return;
  }
  const members = template as Record<string, unknown>;
  for (const [name, value] of Object.entries(members)) {
    const property = view.property(target, name);
    if (property === undefined) scan.report(`${pointer}/${name}`, `"${name}" is not a field of ${where}`);
    else if (property !== 'open') checkValue(scan, value, property, `${pointer}/${name}`, `field "${name}" of ${where}`, urlText);
  }
  for (const name of view.required(target)) {
    if (!Object.hasOwn(members, name)) scan.report(pointer, `required field "${name}" of ${where} is not produced`);
  }
}

function reportTypeMismatch(scan: ScreenScan, produced: Set<JsonType>, target: SchemaNode, pointer: string, expression: string, where: string) {
  const accepted = scan.ctx.view.types(target);
  if (!accepted) return;
  const wrong = typesFit(produced, accepted);
  if (wrong.length) scan.report(pointer, `${expression} gives ${[...produced].join(' or ')}, ${where} wants ${[...accepted].join(' or ')}`);
}

export type { Producer };
