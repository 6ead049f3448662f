/** The shared validation rules: one verdict and one message key for the form, the server and the QA check. */
export * from './core.ts';
export { createFormValidator, type FormValidatorOptions } from './form-validator.ts';
