/** The field-level errors of a 400 answer (contract FieldError), read the same way by every API test. */
type FieldErrors = { errors?: { field: string; message: string }[] };

/** The fields named by a 400's errors, sorted, so a test states the set and not the server's order. */
export const fieldsOf = (body: unknown): string[] => ((body as FieldErrors).errors ?? []).map((error) => error.field).sort();

/** The messages of a 400's errors, in the server's order. */
export const messagesOf = (body: unknown): string[] => ((body as FieldErrors).errors ?? []).map((error) => error.message);
