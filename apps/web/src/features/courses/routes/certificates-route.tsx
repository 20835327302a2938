// 'Certificados' of a programme (02 §2.5).
import { M } from '@edu/shared';
import { CertificateTemplates } from '../components/certificates/certificate-templates';
import { ProgrammeView } from '../components/shared/programme-view';

export function CertificatesRoute() {
  return (
    <ProgrammeView title={M.CERTIFICATES}>
      {(programme) => <CertificateTemplates programme={programme} />}
    </ProgrammeView>
  );
}
