import { type CredentialOutput, credentials, type CredentialType, LIMITS, M, RESOURCE_LIMITS } from '@edu/shared';
import { z } from 'zod';
import { CrudFormDialog, namedOptions } from '../../../components/crud';
import { useCreateCredential } from '../api/create-zoom-token';
import { useUpdateCredential } from '../api/update-zoom-token';

/** The edit form: a blank token has its own message; the masked value left as it is keeps the token. */
const editCredentialForm = z.object({
  ...credentials.credentialForm.shape,
  token: z
    .string({ error: M.CREDENTIAL_EDIT_BLANK })
    .trim()
    .min(1, M.CREDENTIAL_EDIT_BLANK)
    .max(RESOURCE_LIMITS.credentialToken, M.tooLong(RESOURCE_LIMITS.credentialToken)),
});

/**
 * 'Nueva credencial' / 'Actualizar credencial' (02 §2.9, §5): service of the tab's type, e-mail and token. On edit the
 * token shows masked; left as it is, the current token stays. Saving an edit asks first: 'Recuerde que es un cambio
 * fundamental'.
 */
export function CredentialDialog(props: { type: CredentialType; credential?: CredentialOutput; onClose: () => void }) {
  const { type, credential, onClose } = props;
  const create = useCreateCredential();
  const update = useUpdateCredential();
  return (
    <CrudFormDialog
      title={credential ? M.UPDATE_CREDENTIAL : M.NEW_CREDENTIAL}
      schema={credential ? editCredentialForm : credentials.credentialForm}
      defaults={{
        type,
        service: credential?.service ?? '',
        email: credential?.email ?? '',
        token: credential?.token ?? '',
      }}
      fields={() => [
        {
          kind: 'select',
          name: 'service',
          label: M.CREDENTIAL_SERVICE_LABEL,
          required: true,
          options: namedOptions(credentials.servicesOf(type)),
        },
        {
          name: 'email',
          label: M.EMAIL_LABEL,
          type: 'email',
          required: true,
          autoComplete: 'off',
          maxLength: LIMITS.credentialEmail,
        },
        {
          name: 'token',
          label: M.CREDENTIAL_TOKEN_LABEL,
          required: true,
          autoComplete: 'off',
          hint: credential ? M.CREDENTIAL_TOKEN_KEEP : undefined,
        },
      ]}
      confirm={credential ? M.CREDENTIAL_EDIT_CONFIRM : undefined}
      save={({ service, email, token }, done) =>
        credential
          ? update.mutate(
              {
                zoom_token_id: credential._id,
                service,
                email,
                ...(token !== credential.token ? { token } : {}),
              },
              done,
            )
          : create.mutate({ type, service, email, token }, done)
      }
      busy={create.isPending || update.isPending}
      onClose={onClose}
    />
  );
}
