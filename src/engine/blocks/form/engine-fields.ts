import { DurationField } from './DurationField.tsx';
import { SearchListField } from './SearchListField.tsx';
import { TypedParametersField } from './TypedParametersField.tsx';

/**
 * Fields of the engine's own that a uiSchema names with `ui:field`, beside RJSF's registry; the
 * QA check accepts exactly these names (ENGINE_FIELD_NAMES of check-field-schemas.ts).
 */
export const ENGINE_FIELDS = { TypedParametersField, SearchListField, DurationField };
