import { receipts } from '@edu/shared';
import { useUpload } from '../../../components/upload-progress';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

export interface CertificateUpload {
  file: File;
  password: string;
}

/**
 * The .pfx or .p12 with its password, sent as multipart with its progress and 'Cancelar'; the server reads it before
 * keeping it, and its reason (a wrong password, an expired certificate) is the toast.
 */
export function useUploadFiscalCertificate() {
  const entityId = useEntityId();
  const upload = useUpload();
  const mutation = useApiMutation({
    mutationFn: ({ file, password }: CertificateUpload) =>
      call(
        receipts.uploadFiscalCertificate,
        { entity_id: entityId, certificate_password: password },
        { files: { certificate: file }, ...upload.start() },
      ),
    onSettled: upload.finish,
    success: (data) => data.message,
    invalidates: [receipts.getFiscalSettings],
  });
  return { ...mutation, upload };
}
