// Sending vouchers (04 §2.2: the checkout, and a rejected order sent again): 1 to 3 png/jpg images from the phone's
// camera or files, with thumbnails, the optional 'Número de operación', and the upload's progress with 'Cancelar'.
import { IMAGE_MIME_TYPES, LIMITS, M, operationNumberProblem } from '@edu/shared';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { isAbortError, type UploadOptions } from '../../lib/http-core';
import { asApiError } from '../api';
import { Field } from '../field';

/** What the server is sent besides the images. */
export interface VoucherFields {
  operation_number?: string;
}

/** Why these images cannot join those already chosen, checked before anything is sent. */
function picked(current: readonly File[], added: readonly File[]): string | undefined {
  if (added.some((f) => !(IMAGE_MIME_TYPES as readonly string[]).includes(f.type))) return M.IMAGE_TYPES_ONLY;
  if (added.some((f) => f.size > LIMITS.imageBytes)) return M.uploadTooLarge('image', LIMITS.imageBytes / 2 ** 20);
  return current.length + added.length > LIMITS.vouchers ? M.ORDER_TOO_MANY_VOUCHERS : undefined;
}

/** A chosen image shown from the phone itself (a blob: address, released when it leaves the screen). */
function Thumb({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? <img className="st-thumb" src={url} alt={alt} /> : null;
}

function VoucherPicker(props: { files: File[]; onChange: (files: File[]) => void; error?: string }) {
  const { files, onChange } = props;
  const id = useId();
  const [problem, setProblem] = useState('');
  const message = problem || props.error;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const added = [...(event.target.files ?? [])];
    event.target.value = '';
    const found = picked(files, added);
    setProblem(found ?? '');
    if (!found) onChange([...files, ...added]);
  };
  const remove = (index: number) => {
    setProblem('');
    onChange(files.filter((_, i) => i !== index));
  };
  return (
    <div className="st-field" data-invalid={message ? '' : undefined}>
      <label className="st-label" htmlFor={id}>
        {M.VOUCHERS_LABEL}
      </label>
      <input
        className="st-file"
        id={id}
        type="file"
        accept={IMAGE_MIME_TYPES.join(',')}
        multiple
        aria-invalid={!!message}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={pick}
      />
      <label className="st-button-outline" htmlFor={id}>
        {M.VOUCHERS_PICK}
      </label>
      {files.length > 0 && (
        <ul className="st-thumbs">
          {files.map((file, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same image may be chosen twice; the order is the key
            <li key={i}>
              <Thumb file={file} alt={M.voucherImageAlt(i + 1)} />
              <button className="st-button-outline" type="button" onClick={() => remove(i)}>
                {M.removeVoucher(i + 1)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {message && (
        <p className="st-error" id={`${id}-error`} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

interface VoucherFormProps {
  /** the button's text: 'Enviar pedido', 'Volver a enviar' */
  submit: string;
  /** not yet sendable (the checkout's total still loading, no module chosen) */
  disabled?: boolean;
  /** the rest of the page's choices, checked with the form's own (false: one of them shows its problem) */
  check?: () => boolean;
  send: (fields: VoucherFields, files: File[], options: UploadOptions) => Promise<void>;
}

/** The images, the operation number, and sending them with progress; the server's messages at their field or above. */
export function VoucherForm({ submit, disabled, check = () => true, send }: VoucherFormProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [operation, setOperation] = useState('');
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState('');
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  // an image attached answers 'Debe adjuntar…' and the server's word on the last ones: neither stays on screen
  const pickFiles = (next: File[]) => {
    setFiles(next);
    setProblems((p) => ({ ...p, vouchers: undefined }));
    setFailure('');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      vouchers: files.length ? undefined : M.ORDER_VOUCHER_REQUIRED,
      operation_number: operationNumberProblem(operation),
    };
    setProblems(found);
    setFailure('');
    const isOtherwiseFine = check();
    if (found.vouchers || found.operation_number || !isOtherwiseFine) return;
    const controller = new AbortController();
    upload.current = controller;
    setPercent(0);
    try {
      const number = operation.trim();
      await send(number ? { operation_number: number } : {}, files, {
        signal: controller.signal,
        onUploadProgress: setPercent,
      });
    } catch (error) {
      if (isAbortError(error)) return;
      const apiError = asApiError(error);
      setProblems(apiError.fields);
      setFailure(apiError.fields.vouchers || apiError.fields.operation_number ? '' : apiError.message);
    } finally {
      upload.current = null;
      setPercent(null);
    }
  };

  return (
    <form className="st-form" noValidate onSubmit={onSubmit}>
      <VoucherPicker files={files} onChange={pickFiles} error={problems.vouchers} />
      <Field
        label={M.OPERATION_NUMBER_LABEL}
        hint={M.OPERATION_NUMBER_HELP}
        autoComplete="off"
        maxLength={LIMITS.operationNumber}
        value={operation}
        onChange={(e) => setOperation(e.target.value)}
        error={problems.operation_number}
      />
      {failure && (
        <p className="st-error" role="alert">
          {failure}
        </p>
      )}
      {percent === null ? (
        <button className="st-button" type="submit" disabled={disabled}>
          {submit}
        </button>
      ) : (
        <div className="st-upload">
          <progress max={100} value={percent} aria-label={M.UPLOADING} />
          <span>{M.uploadingPercent(percent)}</span>
          <button className="st-button-outline" type="button" onClick={() => upload.current?.abort()}>
            {M.CANCEL}
          </button>
        </div>
      )}
    </form>
  );
}
