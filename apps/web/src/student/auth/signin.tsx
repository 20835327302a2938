// 04 §2.1 /e/{domain}/ingresar: signing in through an entity makes the person its student (the server adds the role).
import { type auth, type CatalogEntity, M, PUBLIC_FNAMES, signinProblems } from '@edu/shared';
import { type FormEvent, useState } from 'react';
import { ApiError, callStudent } from '../api';
import { Field, FormEnd } from '../field';
import { studentPaths } from '../paths';
import { Link, navigate } from '../router';
import { useReturnTo, useSignedInGoesOn } from '../return-to';
import { startStudentSession } from '../student-session';
import { EntityPage } from '../entity-page';

function SigninForm({ entity }: { entity: CatalogEntity }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<'email' | 'password', string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const { to, asked } = useReturnTo();
  const goesOn = useSignedInGoesOn(entity);
  const change = (name: 'email' | 'password') => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { email: values.email.trim().toLowerCase(), password: values.password };
    const found = signinProblems(input);
    setProblems(found);
    setFailure('');
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const { token, user } = await callStudent<typeof auth.signin>(PUBLIC_FNAMES.signin, {
        ...input,
        domain: entity.domain,
      });
      startStudentSession(token, user, entity);
      navigate(to, { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : M.LOGIN_FAILED);
      setBusy(false);
    }
  };

  if (goesOn) return <p className="st-muted" role="status">{M.LOADING}</p>;
  return (
    <form className="st-form" noValidate onSubmit={submit}>
      <h1 className="st-title">{M.STUDENT_LOGIN_TITLE}</h1>
      <Field
        label={M.EMAIL_LABEL}
        type="email"
        autoComplete="username"
        value={values.email}
        onChange={change('email')}
        error={problems.email}
      />
      <Field
        label={M.PASSWORD_LABEL}
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        error={problems.password}
      />
      <Link className="st-link" to={studentPaths.recover(entity.domain)}>
        {M.RECOVER_FORGOT_LINK}
      </Link>
      <FormEnd
        failure={failure}
        busy={busy}
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
