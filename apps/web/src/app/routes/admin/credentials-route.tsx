// 'Credenciales' of the entity admin (02 §2.9): payment and videoconference credentials of the current entity.
import { M } from '@edu/shared';
import { PageTitle } from '../../../components/page-title';
import { CredentialsPage } from './credentials-page';

export function CredentialsRoute() {
  return (
    <section>
      <PageTitle>{M.CREDENTIALS_TITLE}</PageTitle>
      <CredentialsPage />
    </section>
  );
}
