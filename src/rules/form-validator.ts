import Ajv2020 from 'ajv/dist/2020.js';
import type Ajv from 'ajv';
import type { ErrorObject } from 'ajv';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { Localizer } from '@rjsf/validator-ajv8';
import type { FormContextType, RJSFSchema, ValidatorType } from '@rjsf/utils';
import { registerRules } from './register-rules.ts';
import { resolveErrorMessages } from './error-message-key.ts';
import { withoutSupersededErrors } from './error-selection.ts';
import { translateEnglish, type Translate } from './messages.ts';
import { validatedPositions } from './fixed-positions.ts';

export interface FormValidatorOptions {
  /** Display text for a message key; the browser passes one bound to the current language. */
  readonly translate?: Translate;
}

/**
 * Gives each raw ajv error the catalogue's text and keeps its key in `params.messageKey`, so a
 * form can show the text and re-translate on a language switch. Errors that only repeat another
 * are removed in place: RJSF keeps the array it handed over.
 */
function localizeErrors(translate: Translate): Localizer {
  return (errors) => {
    if (!errors) return;
    const kept = withoutSupersededErrors(errors);
    errors.splice(0, errors.length, ...kept);
    resolveErrorMessages(errors).forEach(({ messageKey, params }, index) => {
      const error = errors[index] as ErrorObject;
      error.message = translate(messageKey, params);
      error.params = { ...error.params, messageKey };
    });
  };
}

/**
 * The RJSF validator every form uses: ajv 8 in the 2020-12 dialect with the same formats and
 * keywords as the server, so the browser and the server give the same verdict on the same input.
 */
export function createFormValidator<T = unknown, F extends FormContextType = Record<string, unknown>>(
  options: FormValidatorOptions = {},
): ValidatorType<T, RJSFSchema, F> {
  const validator = customizeValidator<T, RJSFSchema, F>(
    {
      // The 2020 class is a sibling of the default one; RJSF only constructs and calls it.
      AjvClass: Ajv2020 as unknown as typeof Ajv,
      // RJSF's bundled ajv-formats is an older copy; registerRules adds the project's one.
      ajvFormatOptions: false,
      extenderFn: (ajv) => registerRules(ajv),
    },
    localizeErrors(options.translate ?? translateEnglish),
  );
  // RJSF draws fixed-length lists from their draft-07 spelling (see fixed-positions.ts); ajv
  // checks the 2020-12 one. validateFormData goes through rawValidation; isValid picks branches.
  const rawValidation = validator.rawValidation.bind(validator);
  const isValid = validator.isValid.bind(validator);
  validator.rawValidation = ((schema: RJSFSchema, formData?: T) => rawValidation(validatedPositions(schema), formData)) as typeof validator.rawValidation;
  validator.isValid = (schema, formData, rootSchema) => isValid(validatedPositions(schema), formData, validatedPositions(rootSchema));
  return validator;
}
