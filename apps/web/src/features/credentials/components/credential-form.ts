import { entities, M, RESOURCE_LIMITS } from '@edu/shared';
import { z } from 'zod';

/** The create form of 02 §5: the shared rules (service of the tab's type, e-mail ≤50, token not blank). */
export const createCredentialForm = entities.credentialForm;

/** The edit form: a blank token has its own message; the masked value left as it is keeps the token. */
export const editCredentialForm = z.object({
  ...entities.credentialForm.shape,
  token: z
    .string({ error: M.CREDENTIAL_EDIT_BLANK })
    .trim()
    .min(1, M.CREDENTIAL_EDIT_BLANK)
    .max(RESOURCE_LIMITS.credentialToken, M.FIELD_TOO_LONG),
});

export type CredentialFormInput = z.input<typeof createCredentialForm>;
export type CredentialFormOutput = z.output<typeof createCredentialForm>;
