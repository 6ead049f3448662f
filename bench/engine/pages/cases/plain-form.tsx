import Form from '@rjsf/mui';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { fieldInputId, fieldsSchema } from '../../fields-schema.ts';
import type { BenchCase } from '../bench-case.ts';

const ID_PREFIX = 'bench';
const schemas = new Map<number, RJSFSchema>();
// One schema per size, kept, as for the engine's definitions.
const schemaOf = (size: number) => schemas.get(size) ?? schemas.set(size, fieldsSchema(size)).get(size)!;

/** The baseline: RJSF with the MUI theme and the stock ajv8 validator, as its documentation shows it. */
const plainForm: BenchCase = {
  element: (size) => <Form schema={schemaOf(size)} validator={validator} idPrefix={ID_PREFIX} idSeparator="_" />,
  firstSelector: () => `#${fieldInputId(ID_PREFIX, 0)}`,
  completeSelector: (size) => `#${fieldInputId(ID_PREFIX, size - 1)}`,
};

export default plainForm;
