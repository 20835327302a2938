// Texts of the files that expand (docs/decisions/0046-files-that-expand.md): a zip-based file over the limits, and an
// archive sent as an Office file that holds no such document. messages.ts re-exports them as `M.X`.
import type { ZipLimits } from './constants.js';

/** A zip past ZIP_LIMITS, read from its directory before anything is inflated (or stopped while inflating). */
export const zipTooLarge = ({ entries, entryMb, totalMb }: ZipLimits) =>
  `El archivo es demasiado grande al descomprimirlo: como máximo ${entries} partes, ${entryMb} MB por parte y ${totalMb} MB en total.`;

/** A zip without the parts its format requires ([Content_Types].xml and the main document). */
export const OFFICE_FILE_INVALID = {
  docx: 'El archivo no es un documento de Word (docx) válido',
  pptx: 'El archivo no es una presentación de PowerPoint (pptx) válida',
  xlsx: 'El archivo no es un libro de Excel (xlsx) válido',
} as const;

/** A parse stopped for its memory or time in the worker that reads files (apps/api/src/workers/). */
export const FILE_TOO_COMPLEX = 'El archivo es demasiado complejo para leerlo: divídalo en partes más pequeñas';
