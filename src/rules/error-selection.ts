import type { ErrorObject } from 'ajv';
import { ZIP_COUNTRY_KEYWORD } from './keywords.ts';

/**
 * The `zip` format accepts either country's shape, so wherever it fails `x-zip-country` fails
 * too, with the country's own message; the format's error then only repeats it.
 */
export function withoutSupersededErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const zipCountryPaths = new Set(errors.filter((e) => e.keyword === ZIP_COUNTRY_KEYWORD).map((e) => e.instancePath));
  return errors.filter(
    (e) => !(e.keyword === 'format' && e.params?.format === 'zip' && zipCountryPaths.has(e.instancePath)),
  );
}

const ALTERNATIVES = new Set(['anyOf', 'oneOf', 'contains']);
/** Where referenced schemas live inside a document rather than being keywords of a schema. */
const DEFINITION_CONTAINERS = new Set(['$defs', 'definitions', 'components']);

function isAtOrBelow(path: string, ancestor: string): boolean {
  return path === ancestor || path.startsWith(`${ancestor}/`);
}

/** Whether `candidate` was raised inside the alternatives of `combinator` rather than by a sibling keyword. */
function isBranchOf(candidate: ErrorObject, combinator: ErrorObject): boolean {
  const ownSchemaPath = combinator.schemaPath.slice(0, -(combinator.keyword.length + 1));
  // ajv reports a referenced schema by its own path, which lies outside the combinator's schema.
  if (!candidate.schemaPath.startsWith(`${ownSchemaPath}/`)) return true;
  const firstSegment = candidate.schemaPath.slice(ownSchemaPath.length + 1).split('/')[0] ?? '';
  return firstSegment === combinator.keyword || DEFINITION_CONTAINERS.has(firstSegment);
}

/**
 * When alternatives fail (anyOf, oneOf, contains), ajv lists every failing branch's errors and
 * then the combinator's own error. The branches are not the user's problems (only one had to
 * hold), so they are dropped and the combinator's error stands for them; its message comes from
 * an `x-message-key` beside it ("Please select one Lead Provider or more.").
 *
 * Branch errors are the run that directly precedes the combinator's error, at or below its value;
 * an error from a sibling keyword of the same schema ends the run. ajv's paths cannot tell a
 * referenced branch from a `$ref` checked just before the combinator on the same value (beside
 * it or in an earlier `allOf` entry); such a reference's errors are dropped with the branches,
 * while the combinator's error still marks the value invalid.
 * `if` reports its failing `then`/`else` errors and then one of its own, which adds nothing.
 */
export function withoutBranchErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const dropped = new Set<number>();
  errors.forEach((combinator, index) => {
    if (combinator.keyword === 'if') dropped.add(index);
    if (!ALTERNATIVES.has(combinator.keyword)) return;
    for (let i = index - 1; i >= 0; i -= 1) {
      const candidate = errors[i];
      if (!candidate || !isAtOrBelow(candidate.instancePath, combinator.instancePath)) break;
      if (!isBranchOf(candidate, combinator)) break;
      dropped.add(i);
    }
  });
  return errors.filter((_, index) => !dropped.has(index));
}
