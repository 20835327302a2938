// The add/edit dialog of every management screen (docs/decisions/0033): the title, the form bound to the shared zod
// schema, the described fields, Cancelar/Guardar, an upload's progress and, where the spec asks, 'Aviso' before saving.
import { M } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '../confirm-dialog';
import { UploadProgress } from '../upload-progress';
import { type FieldSpec, FormFields } from './fields';
import { ActionButtons } from '../action-buttons';

/** What a save is told: close on success; a failure has had its toast (useApiMutation) and may mark fields. */
export interface SaveCallbacks<D = unknown> {
  onSuccess: (data: D) => void;
  onError: (error: unknown) => void;
}

export interface FormDialogSpec<In extends FieldValues, Out> {
  title: string;
  /** the shared contract's form schema (or the screen's extension of it): its messages are the spec's */
  schema: z.ZodType<Out, In>;
  defaults: DefaultValues<In>;
  fields: (form: UseFormReturn<In, unknown, Out>) => readonly (FieldSpec<In> | false | null | undefined)[];
  /**
   * runs the create or update mutation with `callbacks` as its mutate options; `false` when it sent nothing (a check
   * of the screen's own refused), so that the form may be sent again
   */
  save: (values: Out, callbacks: SaveCallbacks) => unknown;
  busy: boolean;
  upload?: { percent: number | null; cancel: () => void };
  /** 'Aviso' with this text before the save goes (an edit of a credential) */
  confirm?: string;
  /** after a refusal (the toast has spoken): e.g. the field a 409 names */
  onError?: (error: unknown, form: UseFormReturn<In, unknown, Out>) => void;
  /** the form did not pass its schema */
  onInvalid?: (form: UseFormReturn<In, unknown, Out>) => void;
  maxWidth?: 'xs' | 'sm' | 'md';
  saveLabel?: string;
  cancelLabel?: string;
  /** below the fields (an inline message) */
  footer?: ReactNode;
}

/** One add/edit dialog, open while it is mounted; `onClose` after a save or a cancel. */
export function CrudFormDialog<In extends FieldValues, Out>(props: FormDialogSpec<In, Out> & { onClose: () => void }) {
  const { title, busy, upload, onClose, confirm } = props;
  const formId = useId();
  const titleId = `${formId}-title`;
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(props.schema as never) as unknown as Resolver<In, unknown, Out>,
    defaultValues: props.defaults,
    mode: 'onTouched',
  });
  const [pending, setPending] = useState<Out | null>(null);
  // a send in progress, from the submit to the save's answer: a second submit meanwhile (a double click, Enter twice)
  // is ignored before `busy` has even been drawn (decision 0052)
  const isSending = useRef(false);
  const release = () => {
    isSending.current = false;
  };
  const run = (values: Out) => {
    isSending.current = true;
    const sent = props.save(values, {
      onSuccess: () => {
        release();
        setPending(null);
        onClose();
      },
      onError: (error) => {
        release();
        setPending(null);
        props.onError?.(error, form);
      },
    });
    if (sent === false) release();
  };
  const validate = form.handleSubmit(
    (values) => {
      release();
      if (confirm) setPending(values);
      else run(values);
    },
    () => {
      release();
      props.onInvalid?.(form);
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSending.current || busy) return;
    isSending.current = true;
    validate(event).catch(release);
  };

  return (
    <>
      <Dialog
        open
        onClose={busy ? undefined : onClose}
        maxWidth={props.maxWidth ?? 'sm'}
        fullWidth
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          <Box component="form" id={formId} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
            <FormFields form={form} fields={props.fields(form)} />
            {props.footer}
          </Box>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {upload && upload.percent !== null && (
            <Box sx={{ flex: '1 1 100%' }}>
              <UploadProgress percent={upload.percent} onCancel={upload.cancel} />
            </Box>
          )}
          <ActionButtons
            onCancel={onClose}
            cancelLabel={props.cancelLabel}
            busy={busy}
            label={props.saveLabel ?? M.SAVE}
            submit={formId}
            pending={false}
          />
        </DialogActions>
      </Dialog>
      {confirm && (
        <ConfirmDialog
          open={pending !== null}
          title={M.NOTICE_TITLE}
          text={confirm}
          isPending={busy}
          onCancel={() => setPending(null)}
          onConfirm={() => pending && !isSending.current && run(pending)}
        />
      )}
    </>
  );
}
