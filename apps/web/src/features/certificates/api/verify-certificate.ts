import { certificates } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';

/**
 * The public check of a certificate's code (no token needed; a signed-in visitor's token is sent and ignored).
 * An unknown code answers valid false; a code the contract refuses (too long) is a 400, shown as not valid too.
 */
export function useVerifyCertificate(code: string) {
  return useQuery({ ...queryOf(certificates.verifyCertificate, { code }), enabled: code.trim() !== '' });
}
