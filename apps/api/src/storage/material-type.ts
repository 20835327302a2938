// The material type of 02 §2.3 (its icon), from the bytes the storage sniffed. Old Office files (.doc, .ppt) are
// Compound File Binary containers and a .docx/.pptx may sniff as a plain zip: for those the name says which.
// Storage owns it because it refuses a file that is no class material, and limits its size by kind, while it streams.
import type { MaterialOutput, UploadKind } from '@edu/shared';

type MaterialType = MaterialOutput['type'];

const BY_MIME: Record<string, MaterialType> = {
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
  'image/png': 'image',
  'image/jpeg': 'image',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'doc',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'ppt',
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

/** The kind whose size limit applies (MAX_VIDEO_MB, MAX_DOCUMENT_MB, MAX_IMAGE_MB). */
export function uploadKindOf(type: MaterialType): UploadKind {
  return type === 'mp4' ? 'video' : type === 'image' ? 'image' : 'document';
}
