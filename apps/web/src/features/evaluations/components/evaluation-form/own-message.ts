import { M } from '@edu/shared';

/** 'Completar todos los campos' is said once for the whole form; a field's other messages stay under the field. */
export const ownMessage = (message: string | undefined) =>
  message === M.EVALUATION_FIELDS_REQUIRED ? undefined : message;
