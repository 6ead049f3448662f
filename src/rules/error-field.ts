import type { ErrorObject } from 'ajv';

/** RJSF quotes property names in error params before its localizer runs; schemas know them unquoted. */
export function unquoted(name: string): string {
  return name.length > 1 && name.startsWith("'") && name.endsWith("'") ? name.slice(1, -1) : name;
}

/** A JSON pointer (`/contacts/2/email`) as the dotted field path forms and 400 bodies use (`contacts.2.email`). */
export function pointerToField(pointer: string): string {
  if (pointer === '') return '';
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('.');
}

/**
 * The field an error is about: the value that failed, or, when the problem is a property that is
 * missing or not allowed, that property itself.
 */
export function fieldOf(error: ErrorObject): string {
  const base = pointerToField(error.instancePath);
  const params = error.params as Record<string, unknown> | undefined;
  const child = params?.missingProperty ?? params?.additionalProperty ?? params?.unevaluatedProperty;
  if (typeof child !== 'string') return base;
  const name = unquoted(child);
  return base === '' ? name : `${base}.${name}`;
}
