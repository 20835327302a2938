// The material type of 02 §2.3 (its icon), from the bytes the storage sniffed. Old Office files (.doc, .ppt) are
// Compound File Binary containers and a .docx/.pptx may sniff as a plain zip: for those the name says which.
// Storage owns it because it refuses a file that is no class material, and limits its size by kind, while it streams.
import type { MaterialOutput, UploadKind } from '@edu/shared';

type MaterialType = MaterialOutput['type'];

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const BY_MIME: Record<string, MaterialType> = {
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
  'image/png': 'image',
  'image/jpeg': 'image',
  [DOCX]: 'doc',
  [PPTX]: 'ppt',
};

const BY_CONTAINER: Record<string, Record<string, MaterialType>> = {
  'application/x-cfb': { doc: 'doc', ppt: 'ppt' },
  'application/zip': { docx: 'doc', pptx: 'ppt' },
};

/** null: not a type a class material may be. */
export function materialTypeOf(mime: string, originalName: string): MaterialType | null {
  const ext = (originalName.split('.').pop() ?? '').toLowerCase();
  return BY_MIME[mime] ?? BY_CONTAINER[mime]?.[ext] ?? null;
}

const ZIPS = new Set(['application/zip', DOCX, PPTX]);

/** A material or answer that is a zip sent as docx/pptx: its directory must hold that format's parts (decision 0046). */
export function officeZipOf(mime: string, originalName: string): 'docx' | 'pptx' | null {
  if (!ZIPS.has(mime)) return null;
  const type = materialTypeOf(mime, originalName);
  return type === 'doc' ? 'docx' : type === 'ppt' ? 'pptx' : null;
}

/** The kind whose size limit applies (MAX_VIDEO_MB, MAX_DOCUMENT_MB, MAX_IMAGE_MB). */
export function uploadKindOf(type: MaterialType): UploadKind {
  return type === 'mp4' ? 'video' : type === 'image' ? 'image' : 'document';
}
