/**
 * New values of custom parameters (a dealer's website program ones, or an add-on
 * subscription's), checked against the parameters on file: a name that is not one of them is a
 * 404, a kind other than the one on file or a required one left blank a 400 on its field. The
 * value itself was checked by the contract (a URL parameter is a `website-url`, whose message
 * is the spec's "invalid URL" one, first in `errors`). Parameters not sent keep their values.
 */
import type { components } from '../../../api/generated/portal.ts';
import type { CustomParameterValue } from '../../db/schema/enrollments.ts';
import { HttpError } from '../../http/http-error.ts';
import { FieldProblems } from '../../kernel/field-errors.ts';

export type AddonCustomParameter = components['schemas']['AddonCustomParameter'];

export function mergedParameters(stored: readonly CustomParameterValue[], sent: readonly AddonCustomParameter[], field: string, whose: string): CustomParameterValue[] {
  const byName = new Map(stored.map((parameter) => [parameter.name, parameter]));
  const unknown = sent.filter((parameter) => !byName.has(parameter.name)).map((parameter) => parameter.name);
  if (unknown.length > 0) throw new HttpError(404, 'not_found', `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a parameter' : 'are not parameters'} of ${whose}; nothing was saved.`);
  const problems = new FieldProblems();
  const values = new Map<string, string>();
  sent.forEach((parameter, index) => {
    const known = byName.get(parameter.name)!;
    if (parameter.type !== known.type) problems.add(`${field}.${index}.type`, 'INVALID_VALUE', { message: `${known.label ?? known.name} is a ${known.type} parameter.` });
    const value = parameter.value.trim();
    if (known.required && value === '') problems.add(`${field}.${index}.value`, 'REQUIRED_FIELD');
    values.set(parameter.name, value);
  });
  problems.throwIfAny();
  return stored.map((parameter) => (values.has(parameter.name) ? { ...parameter, value: values.get(parameter.name)! } : parameter));
}

/** Parameters as the contract answers them (no undefined members). */
export function asContractParameters(stored: readonly CustomParameterValue[]): AddonCustomParameter[] {
  return stored.map((parameter) => ({
    name: parameter.name,
    ...(parameter.label !== undefined ? { label: parameter.label } : {}),
    type: parameter.type,
    ...(parameter.required !== undefined ? { required: parameter.required } : {}),
    value: parameter.value,
  }));
}
