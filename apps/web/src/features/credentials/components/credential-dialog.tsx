import { type CredentialOutput, type CredentialType, entities, LIMITS, M } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { fieldProps } from '../../../components/form-field';
import { TextInput } from '../../../components/text-input';
import { useCreateCredential } from '../api/create-zoom-token';
import { useUpdateCredential } from '../api/update-zoom-token';
import {
  type CredentialFormInput,
  type CredentialFormOutput,
  createCredentialForm,
  editCredentialForm,
} from './credential-form';
import { FormDialogActions } from '../../../components/form-dialog-actions';

const FORM_ID = 'credential-form';

interface CredentialDialogProps {
  /** the tab's type */
  type: CredentialType;
  /** absent: a new credential */
  credential?: CredentialOutput;
  onClose: () => void;
}

/**
 * 'Nueva credencial' / 'Actualizar credencial' (02 §2.9, §5): service, e-mail and token. On edit the token shows
 * masked; left as it is, the current token stays. Saving an edit asks first: 'Recuerde que es un cambio fundamental'.
 */
export function CredentialDialog({ type, credential, onClose }: CredentialDialogProps) {
  const form = useForm<CredentialFormInput, unknown, CredentialFormOutput>({
    resolver: zodResolver(credential ? editCredentialForm : createCredentialForm),
    defaultValues: {
      type,
      service: credential?.service ?? '',
      email: credential?.email ?? '',
      token: credential?.token ?? '',
    },
    mode: 'onTouched',
  });
  const create = useCreateCredential();
  const update = useUpdateCredential();
  const [pending, setPending] = useState<CredentialFormOutput | null>(null);
  const busy = create.isPending || update.isPending;

  const submit = form.handleSubmit(async (values) => {
    if (credential) {
      setPending(values);
      return;
    }
    try {
      await create.mutateAsync(values);
      onClose();
    } catch {
      // the toast says why
    }
  });

  const confirmUpdate = async () => {
    if (!credential || !pending) return;
    try {
      await update.mutateAsync({
        zoom_token_id: credential._id,
        service: pending.service,
        email: pending.email,
        ...(pending.token !== credential.token ? { token: pending.token } : {}),
      });
      setPending(null);
      onClose();
    } catch {
      setPending(null);
    }
  };

  return (
    <>
      <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="credential-title">
        <DialogTitle id="credential-title">{credential ? M.UPDATE_CREDENTIAL : M.NEW_CREDENTIAL}</DialogTitle>
        <DialogContent dividers>
          <Box component="form" id={FORM_ID} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
            <Controller
              control={form.control}
              name="service"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  required
                  label={M.CREDENTIAL_SERVICE_LABEL}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  {entities.servicesOf(type).map((service) => (
                    <MenuItem key={service} value={service}>
                      {service}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextInput
              label={M.EMAIL_LABEL}
              type="email"
              required
              autoComplete="off"
              inputProps={{ maxLength: LIMITS.credentialEmail }}
              {...fieldProps(form, 'email')}
            />
            <TextInput
              label={M.CREDENTIAL_TOKEN_LABEL}
              required
              autoComplete="off"
              {...fieldProps(form, 'token')}
              helperText={form.formState.errors.token?.message ?? (credential ? M.CREDENTIAL_TOKEN_KEEP : undefined)}
            />
          </Box>
        </DialogContent>
        <FormDialogActions formId={FORM_ID} busy={busy} onCancel={onClose} />
      </Dialog>
      <ConfirmDialog
        open={pending !== null}
        title={M.NOTICE_TITLE}
        text={M.CREDENTIAL_EDIT_CONFIRM}
        isPending={update.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirmUpdate}
      />
    </>
  );
}
