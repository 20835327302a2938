// 04 §2.1 /e/{domain}/ingresar: signing in through an entity makes the person its student (the server adds the role).
import { type auth, type CatalogEntity, M, PUBLIC_FNAMES, signinProblems } from '@edu/shared';
import { ApiError, callStudent } from '../api';
import { FormEnd } from '../field';
import { studentPaths } from '../paths';
import { Link, navigate } from '../router';
import { useReturnTo, useSignedInGoesOn } from '../return-to';
import { startStudentSession } from '../student-session';
import { EntityPage } from '../entity-page';
import { type FieldSpec, useStudentForm } from '../use-student-form';

const FIELDS: FieldSpec<'email' | 'password'>[] = [
  { name: 'email', label: M.EMAIL_LABEL, type: 'email', autoComplete: 'username' },
  { name: 'password', label: M.PASSWORD_LABEL, type: 'password', autoComplete: 'current-password' },
];
const trimmed = (values: { email: string; password: string }) => ({
  email: values.email.trim().toLowerCase(),
  password: values.password,
});

function SigninForm({ entity }: { entity: CatalogEntity }) {
  const { to, asked } = useReturnTo();
  const goesOn = useSignedInGoesOn(entity);
  const form = useStudentForm({
    initial: { email: '', password: '' },
    check: (values) => signinProblems(trimmed(values)),
    send: async (values) => {
      const { token, user } = await callStudent<typeof auth.signin>(PUBLIC_FNAMES.signin, {
        ...trimmed(values),
        domain: entity.domain,
      });
      startStudentSession(token, user, entity);
      navigate(to, { replace: true });
    },
    failed: (error) => ({ message: error instanceof ApiError ? error.message : M.LOGIN_FAILED }),
  });

  if (goesOn) return <p className="st-muted" role="status">{M.LOADING}</p>;
  return (
    <form className="st-form" noValidate onSubmit={form.submit}>
      <h1 className="st-title">{M.STUDENT_LOGIN_TITLE}</h1>
      {FIELDS.map((spec) => form.input(spec))}
      <Link className="st-link" to={studentPaths.recover(entity.domain)}>
        {M.RECOVER_FORGOT_LINK}
      </Link>
      <FormEnd
        failure={form.failure}
        busy={form.busy}
        submit={M.STUDENT_SIGNIN_BUTTON}
        other={
          <Link replace className="st-link" to={studentPaths.register(entity.domain, asked)}>
            {M.STUDENT_REGISTER_LINK}
          </Link>
        }
      />
    </form>
  );
}

export const SigninPage = ({ domain }: { domain: string }) => (
  <EntityPage domain={domain}>{(entity) => <SigninForm entity={entity} />}</EntityPage>
);
