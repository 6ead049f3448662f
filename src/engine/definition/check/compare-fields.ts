import type { SchemaNode } from './contract-shape.ts';
import { typesFit, type JsonType } from './schema-view.ts';
import type { Producer, ScreenScan } from './screen-scan.ts';

const label = (types: ReadonlySet<JsonType>) => [...types].join(' or ');

/**
 * A field a form (or filter bar) submits against the body field it lands in: compatible JSON
 * types (null aside: an empty optional value is not sent), the same format, no values the body
 * refuses, and for objects and arrays the same comparison inside.
 */
export function compareField(scan: ScreenScan, produced: SchemaNode, target: SchemaNode, pointer: string, what: string, where: string): void {
  const view = scan.ctx.view;
  const producedTypes = view.types(produced);
  const acceptedTypes = view.types(target);
  if (producedTypes && acceptedTypes) {
    const sent = new Set([...producedTypes].filter((t) => t !== 'null'));
    const wrong = typesFit(sent, acceptedTypes);
    if (wrong.length) {
      scan.report(pointer, `${what} is ${label(sent)}, but ${where} is ${label(acceptedTypes)}`);
      return;
    }
  }
  const wanted = view.format(target);
  const given = view.format(produced);
  if (wanted && wanted !== given) {
    scan.report(pointer, `${what} has ${given ? `format "${given}"` : 'no format'}, but ${where} has format "${wanted}": the form would accept values the server refuses`);
  }
  const allowed = view.allowedValues(target);
  const offered = view.allowedValues(produced);
  if (allowed && offered) {
    const refused = offered.filter((value) => value !== null && !allowed.some((a) => JSON.stringify(a) === JSON.stringify(value)));
    if (refused.length) scan.report(pointer, `${what} offers ${refused.map((v) => JSON.stringify(v)).join(', ')}, which ${where} does not accept`);
  }
  const types = producedTypes ?? new Set<JsonType>();
  if (types.has('object') && view.propertyNames(produced).length) {
    compareObject(scan, produced, pointer, target, what, where);
  }
  if (types.has('array')) {
    const producedItems = view.items(produced);
    const targetItems = view.items(target);
    if (producedItems && targetItems) compareField(scan, producedItems, targetItems, `${pointer}/items`, `items of ${what}`, `items of ${where}`);
    // Each fixed position against what the body accepts there: its own position, else its items.
    const targetPositions = view.positions(target);
    view.positions(produced)?.forEach((position, index) => {
      const accepted = targetPositions?.[index] ?? targetItems;
      if (accepted) compareField(scan, position, accepted, `${pointer}/prefixItems/${index}`, `position ${index} of ${what}`, `${targetPositions?.[index] ? `position ${index}` : 'items'} of ${where}`);
    });
  }
}

/** A nested object field: its members against the body object, required members produced. */
function compareObject(scan: ScreenScan, produced: SchemaNode, pointer: string, target: SchemaNode, what: string, where: string): void {
  const view = scan.ctx.view;
  const required = new Set(view.required(produced));
  for (const name of view.propertyNames(produced)) {
    const member = view.property(produced, name);
    const accepted = view.property(target, name);
    if (accepted === undefined) scan.report(`${pointer}/properties/${name}`, `${what}.${name} is not a field of ${where}`);
    else if (member && member !== 'open' && accepted !== 'open') compareField(scan, member, accepted, `${pointer}/properties/${name}`, `${what}.${name}`, `${where}.${name}`);
  }
  for (const name of view.required(target)) {
    if (!view.propertyNames(produced).includes(name)) scan.report(pointer, `required field "${name}" of ${where} is not produced by ${what}`);
    else if (!required.has(name)) scan.report(`${pointer}/properties/${name}`, `${where}.${name} is required, but ${what}.${name} is optional`);
  }
}

/**
 * A whole `$form` or `$filters` against the object it lands in: every submitted field exists
 * there with a compatible type, and every field the body requires is produced by a required
 * field (or one with a default) of a step that cannot be skipped.
 */
export function compareProducer(scan: ScreenScan, producer: Producer, target: SchemaNode, where: string, root: 'form' | 'filters'): void {
  const view = scan.ctx.view;
  const noun = root === 'form' ? 'form field' : 'filter field';
  for (const [name, field] of producer.fields) {
    if (producer.transient.has(name)) continue;
    const accepted = view.property(target, name);
    if (accepted === undefined) scan.report(field.pointer, `${noun} "${name}" is not a field of ${where}`);
    else if (accepted !== 'open') compareField(scan, field.schema, accepted, field.pointer, `${noun} "${name}"`, `${where} field "${name}"`);
  }
  for (const name of view.required(target)) {
    const field = producer.fields.get(name);
    if (!field || producer.transient.has(name)) {
      scan.report(producer.pointer, `required field "${name}" of ${where} is not produced by the ${root === 'form' ? 'form' : 'filters'}`);
    } else if (field.skippableStep !== undefined) {
      scan.report(field.pointer, `required field "${name}" of ${where} comes only from step "${field.skippableStep}", which can be skipped`);
    } else if (!field.required && !field.hasDefault) {
      scan.report(field.pointer, `${where} requires "${name}", but the ${noun} is optional`);
    }
  }
}
