import { isBindingExpression, isFirstOf, parseBinding } from '../../bindings/parse-binding.ts';
import type { Call } from '../generated.ts';
import { requestBodySchema, type SchemaNode } from './contract-shape.ts';
import { filtersProducerAt, formProducerAt } from './enclosing.ts';
import type { Producer, ScreenScan } from './screen-scan.ts';

/** How a screen field's rule compares with the contract's rule for the field it lands in. */
export type ParityDirection = 'looser' | 'stricter' | 'different';

/** One place where a screen field and its contract field disagree on a constraint. */
export interface ParityFinding {
  /** JSON pointer of the screen field's schema in the (resolved, possibly merged) definition. */
  readonly pointer: string;
  readonly operationId: string;
  /** Where the value lands: `body.contactDetails.email`, `query.status`, `path.dlCode`. */
  readonly contractField: string;
  readonly keyword: string;
  readonly screen: unknown;
  readonly contract: unknown;
  readonly direction: ParityDirection;
}

const UPPER = ['maxLength', 'maxItems', 'maximum', 'exclusiveMaximum'];
const LOWER = ['minLength', 'minItems', 'minimum', 'exclusiveMinimum'];
/** Keywords that hold or refuse a value as a whole: absent on one side means that side refuses less. */
const RULES = ['pattern', 'format'];

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Constraint parity of one checked definition: for every value a form, wizard or filter bar
 * sends (through a call's body, path or query), each constraint of its field schema against
 * the contract's schema of where it lands, in both directions. The QA check reports only what
 * makes a screen accept what the server refuses; parity also lists where a screen refuses more
 * than the contract, which QA wants to see (a screen narrowing a rule is a product decision).
 */
export function constraintParity(scan: ScreenScan): ParityFinding[] {
  const out: ParityFinding[] = [];
  for (const { pointer, value } of scan.findings.calls) {
    const call = value as unknown as Call;
    const op = scan.operation(call.operationId);
    if (!op) continue;
    const add = (finding: Omit<ParityFinding, 'operationId'>) => {
      if (!out.some((f) => f.pointer === finding.pointer && f.keyword === finding.keyword && f.contractField === finding.contractField)) {
        out.push({ ...finding, operationId: op.operationId });
      }
    };
    for (const place of ['path', 'query'] as const) {
      for (const [name, template] of Object.entries(call[place] ?? {})) {
        const parameter = op.parameters.find((p) => p.in === place && p.name === name);
        if (parameter) walk(scan, template, parameter.schema, `${pointer}/${place}/${name}`, `${place}.${name}`, add);
      }
    }
    const body = requestBodySchema(op);
    if (body && call.body !== undefined) walk(scan, call.body, body.schema, `${pointer}/body`, 'body', add);
  }
  return out;
}

type Add = (finding: Omit<ParityFinding, 'operationId'>) => void;

/** Follows a call template down to the `$form` / `$filters` bindings in it, as the call check does. */
function walk(scan: ScreenScan, template: unknown, target: SchemaNode, pointer: string, where: string, add: Add): void {
  const view = scan.ctx.view;
  if (isBindingExpression(template)) {
    let binding;
    try {
      binding = parseBinding(template);
    } catch {
      return;
    }
    if (binding.root !== 'form' && binding.root !== 'filters') return;
    const producer = binding.root === 'form' ? formProducerAt(scan, pointer) : filtersProducerAt(scan, pointer);
    if (!producer) return;
    if (binding.path.length === 0) {
      wholeProducer(scan, producer, target, where, add);
      return;
    }
    const [name = '', ...rest] = binding.path;
    const field = producer.fields.get(name);
    if (!field) return;
    const produced = rest.length ? view.at(field.schema, rest) : field.schema;
    if (produced && produced !== 'open') compare(scan, produced, target, field.pointer, where, add, { producer, path: [name, ...rest].join('.') });
    return;
  }
  if (isFirstOf(template)) {
    template.$firstOf.forEach((item, index) => walk(scan, item, target, `${pointer}/$firstOf/${index}`, where, add));
    return;
  }
  if (Array.isArray(template)) {
    const items = view.items(target);
    if (items) template.forEach((item, index) => walk(scan, item, items, `${pointer}/${index}`, `${where}[]`, add));
    return;
  }
  if (!isNode(template) || '$literal' in template || '$number' in template) return;
  for (const [name, value] of Object.entries(template)) {
    const property = view.property(target, name);
    if (property && property !== 'open') walk(scan, value, property, `${pointer}/${name}`, `${where}.${name}`, add);
  }
}

function wholeProducer(scan: ScreenScan, producer: Producer, target: SchemaNode, where: string, add: Add): void {
  const view = scan.ctx.view;
  const required = new Set(view.required(target));
  for (const [name, field] of producer.fields) {
    if (producer.transient.has(name)) continue;
    const accepted = view.property(target, name);
    if (!accepted || accepted === 'open') continue;
    compare(scan, field.schema, accepted, field.pointer, `${where}.${name}`, add, { producer, path: name });
    const screenRequired = field.required && field.skippableStep === undefined;
    if (screenRequired !== required.has(name)) {
      add({ pointer: field.pointer, contractField: `${where}.${name}`, keyword: 'required', screen: screenRequired, contract: required.has(name), direction: screenRequired ? 'stricter' : 'looser' });
    }
  }
}

/** A boolean's values, as a choice list: a screen offering yes, no (and none) of a boolean narrows nothing. */
function booleanValues(types: ReadonlySet<string> | undefined): unknown[] | undefined {
  if (!types?.has('boolean') || [...types].some((t) => t !== 'boolean' && t !== 'null')) return undefined;
  return types.has('null') ? [true, false, null] : [true, false];
}

/** Where a compared value comes from: its producer and its dotted path there. */
interface Origin {
  readonly producer: Producer;
  readonly path: string;
}

/** Keywords that bound a value itself, which a user who picks it from the server's options cannot exceed. */
const VALUE_KEYWORDS = new Set(['maxLength', 'minLength', 'maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'pattern', 'format', 'enum']);

/**
 * Whether a finding describes something the user can actually send. Two kinds cannot, so they
 * are not findings: a value picked from an options source is one of the server's own answers
 * (the user types nothing the contract's bounds, pattern or enum could refuse), and a filters
 * block never sends an empty text or list, so a contract's `minLength`/`minItems` of 1 holds.
 */
function reachable(origin: Origin, keyword: string, contract: unknown, direction: ParityDirection): boolean {
  if (direction === 'stricter') return true;
  if (VALUE_KEYWORDS.has(keyword) && origin.producer.offered.has(origin.path)) return false;
  if (origin.producer.dropsEmpty && (keyword === 'minLength' || keyword === 'minItems') && typeof contract === 'number' && contract <= 1) return false;
  return true;
}

/** One field schema against its contract schema, nested objects and arrays included. */
function compare(scan: ScreenScan, produced: SchemaNode, target: SchemaNode, pointer: string, where: string, add: Add, origin: Origin): void {
  const view = scan.ctx.view;
  const mine = view.deref(produced) ?? produced;
  const theirs = view.deref(target) ?? target;
  const note = (keyword: string, screen: unknown, contract: unknown, direction: ParityDirection) => {
    if (reachable(origin, keyword, contract, direction)) add({ pointer, contractField: where, keyword, screen, contract, direction });
  };
  for (const keyword of UPPER) {
    const [s, c] = [mine[keyword], theirs[keyword]];
    if (same(s, c) || (typeof s !== 'number' && typeof c !== 'number')) continue;
    note(keyword, s, c, typeof c !== 'number' || (typeof s === 'number' && s < c) ? 'stricter' : 'looser');
  }
  for (const keyword of LOWER) {
    const [s, c] = [mine[keyword], theirs[keyword]];
    if (same(s, c) || (typeof s !== 'number' && typeof c !== 'number')) continue;
    note(keyword, s, c, typeof c !== 'number' || (typeof s === 'number' && s > c) ? 'stricter' : 'looser');
  }
  for (const keyword of RULES) {
    const [s, c] = [keyword === 'format' ? view.format(mine) : mine[keyword], keyword === 'format' ? view.format(theirs) : theirs[keyword]];
    if (same(s, c)) continue;
    note(keyword, s, c, c === undefined ? 'stricter' : s === undefined ? 'looser' : 'different');
  }
  const offered = view.allowedValues(mine) ?? booleanValues(view.types(mine));
  const allowed = view.allowedValues(theirs) ?? booleanValues(view.types(theirs));
  if ((offered || allowed) && !same(offered, allowed)) {
    const within = (a: unknown[], b: unknown[]) => a.every((v) => b.some((w) => same(v, w)));
    const direction: ParityDirection = !allowed ? 'stricter' : !offered ? 'looser' : within(offered, allowed) ? 'stricter' : within(allowed, offered) ? 'looser' : 'different';
    note('enum', offered, allowed, direction);
  }
  const names = view.propertyNames(mine);
  if (names.length) {
    const screenRequired = new Set(view.required(mine));
    const contractRequired = new Set(view.required(theirs));
    for (const name of names) {
      const member = view.property(mine, name);
      const accepted = view.property(theirs, name);
      if (member && member !== 'open' && accepted && accepted !== 'open') {
        compare(scan, member, accepted, `${pointer}/properties/${name}`, `${where}.${name}`, add, { ...origin, path: `${origin.path}.${name}` });
      }
      if (accepted && screenRequired.has(name) !== contractRequired.has(name)) {
        add({
          pointer: `${pointer}/properties/${name}`,
          contractField: `${where}.${name}`,
          keyword: 'required',
          screen: screenRequired.has(name),
          contract: contractRequired.has(name),
          direction: screenRequired.has(name) ? 'stricter' : 'looser',
        });
      }
    }
  }
  const producedItems = view.items(mine);
  const targetItems = view.items(theirs);
  // Items keep their array's path: an options source on a list field offers its items.
  if (producedItems && targetItems) compare(scan, producedItems, targetItems, `${pointer}/items`, `${where}[]`, add, origin);
}
