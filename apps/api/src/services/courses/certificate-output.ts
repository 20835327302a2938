import type { CertificateOutput } from '@edu/shared';
import type { Storage } from '../../storage/storage.js';
import type { CertificateImage, TemplateRow } from './certificates.queries.js';

/** A template as the course sees it: its resources with the course's images when this is the chosen template. */
export function toCertificateOutput(template: TemplateRow, images: CertificateImage[] | null, storage: Storage): CertificateOutput {
  return {
    _id: template.id,
    name: template.name,
    preview: template.preview,
    resources: template.resources.map((r) => {
      const image = images?.find((i) => i.name === r.name);
      return { name: r.name, name_front: r.name_front, url: image ? storage.urlOf(image.key) : null };
    }),
    selected: images !== null,
  };
}
