// 01 §2's recovery request and reset on the entity's branded pages (decision 0051): the same texts and calls as the
// staff's /auth/recover-password, with the entity's bar, and ending at the students' sign-in of that entity. The request
// says only 'Si el correo está registrado, te enviamos un enlace', whatever the server answers.
import { type auth, type CatalogEntity, emailProblem, M, PUBLIC_FNAMES, resetProblems } from '@edu/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { callStudent } from '../api';
import { Field, FormEnd } from '../field';
import { studentPaths } from '../paths';
import { Link } from '../router';
import { EntityPage } from '../entity-page';
import { type FieldSpec, useStudentForm } from '../use-student-form';

function RecoverForm({ entity }: { entity: CatalogEntity }) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    const found = emailProblem(value);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      await callStudent<typeof auth.recoverPassword>(PUBLIC_FNAMES.recoverPassword, {
        email: value,
        domain: entity.domain,
      });
    } catch (error) {
      // 01 §2: a failure is only logged; the person reads the same neutral line
      console.warn('recoverPassword failed', error);
    }
    setBusy(false);
    setSent(true);
  };
  return (
    <form className="st-form" noValidate onSubmit={submit}>
      <h1 className="st-title">{M.RECOVER_TITLE}</h1>
      <Field
        label={M.EMAIL_LABEL}
        type="email"
        autoComplete="email"
        placeholder={M.RECOVER_EMAIL_PLACEHOLDER}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={problem}
      />
      <p className="st-muted">{M.RECOVER_INFO}</p>
      {sent && (
        <p className="st-done" role="status">
          {M.RECOVER_SENT}
        </p>
      )}
      <button className="st-button" type="submit" disabled={busy}>
        {busy ? M.SENDING_BUTTON : M.SEND_BUTTON}
      </button>
      <Link className="st-link" to={studentPaths.signin(entity.domain)}>
        {M.BACK_TO_LOGIN}
      </Link>
    </form>
  );
}

type Step = 'checking' | 'expired' | 'form' | 'done';

const RESET_FIELDS: FieldSpec<'password' | 'repeat'>[] = [
  { name: 'password', label: M.PASSWORD_LABEL, type: 'password', autoComplete: 'new-password' },
  { name: 'repeat', label: M.REPEAT_PASSWORD_LABEL, type: 'password', autoComplete: 'new-password' },
];

function ResetForm({ entity, token }: { entity: CatalogEntity; token: string }) {
  const [step, setStep] = useState<Step>('checking');
  const form = useStudentForm({
    initial: { password: '', repeat: '' },
    check: resetProblems,
    send: async (values) => {
      await callStudent<typeof auth.resetPassword>(
        PUBLIC_FNAMES.resetPassword,
        { password: values.password },
        { bearer: token },
      );
      setStep('done');
    },
    failed: () => ({ message: M.RESET_FAILED }),
  });
  useEffect(() => {
    const controller = new AbortController();
    setStep('checking');
    callStudent<typeof auth.resetPassword>(
      PUBLIC_FNAMES.resetPassword,
      { check: true },
      { signal: controller.signal, bearer: token },
    ).then(
      () => setStep('form'),
      () => {
        if (!controller.signal.aborted) setStep('expired');
      },
    );
    return () => controller.abort();
  }, [token]);
  const change = (name: 'password' | 'repeat') => (value: string) => {
    const next = { ...form.values, [name]: value };
    form.set(name, value);
    // 01 §5: the mismatch mark clears as soon as the two match
    if (form.problems.repeat === M.RESET_MISMATCH && next.password === next.repeat)
      form.setProblems((p) => ({ ...p, repeat: undefined }));
  };

  if (step === 'checking')
    return (
      <p className="st-muted" role="status">
        {M.LOADING}
      </p>
    );
  if (step === 'expired')
    return (
      <div className="st-form">
        <h1 className="st-title">{M.RESET_TITLE}</h1>
        <p role="alert">{M.RESET_TOKEN_EXPIRED}</p>
        <Link className="st-button-outline" to={studentPaths.recover(entity.domain)}>
          {M.RECOVER_TITLE}
        </Link>
      </div>
    );
  if (step === 'done')
    return (
      <div className="st-form">
        <h1 className="st-title">{M.RESET_TITLE}</h1>
        <p className="st-done" role="status">
          {M.RESET_SUCCESS_TITLE}
        </p>
        <p className="st-muted">{M.RESET_SUCCESS_TEXT}</p>
        {/* the student's own sign-in, not the staff's (decision 0051) */}
        <Link className="st-button" replace to={studentPaths.signin(entity.domain)}>
          {M.SIGN_IN_BUTTON}
        </Link>
      </div>
    );
  return (
    <form className="st-form" noValidate onSubmit={form.submit}>
      <h1 className="st-title">{M.RESET_TITLE}</h1>
      {RESET_FIELDS.map((spec) => form.input(spec, change(spec.name)))}
      <FormEnd failure={form.failure} busy={form.busy} submit={M.RESET_BUTTON} />
    </form>
  );
}

export const RecoverPage = ({ domain }: { domain: string }) => (
  <EntityPage domain={domain}>{(entity) => <RecoverForm entity={entity} />}</EntityPage>
);

export const ResetPage = ({ domain, token }: { domain: string; token: string }) => (
  <EntityPage domain={domain}>{(entity) => <ResetForm entity={entity} token={token} />}</EntityPage>
);
