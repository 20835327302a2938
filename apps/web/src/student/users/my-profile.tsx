// 04 §2.2 /aula/perfil, 'Mi perfil': one's own data (the phone and address are the student's to change here; names,
// e-mail and document are shown as they are) and the password: the current one, then the new one twice.
import {
  LIMITS,
  M,
  PUBLIC_FNAMES,
  passwordChangeProblems,
  profileProblems,
  SIGNIN_PASSWORD_MAX,
  type UserOutput,
  type users,
} from '@edu/shared';
import { type FormEvent, useState } from 'react';
import { ApiError, asApiError, callStudent, useCall } from '../api';
import { AreaPage, type Student } from '../area';
import { Field, FormEnd } from '../field';
import { Shown } from '../status';

type Problems = Partial<Record<string, string>>;

/** A form's sending: busy, what the server said per field or above the button, and what went well. */
function useSending() {
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  /** `found`: the form's own problems; nothing is sent while there are some */
  const run = async (found: Problems, send: () => Promise<string>) => {
    setProblems(found);
    setFailure('');
    setDone('');
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      setDone(await send());
    } catch (error) {
      const apiError = asApiError(error);
      setProblems(apiError.fields);
      setFailure(Object.keys(apiError.fields).length ? '' : apiError.message);
    } finally {
      setBusy(false);
    }
  };
  return { problems, failure, done, busy, run };
}

const Done = ({ text }: { text: string }) =>
  text ? (
    <p className="st-done" role="status">
      {text}
    </p>
  ) : null;

function DataForm({ user }: { user: UserOutput }) {
  const [values, setValues] = useState({ phone: user.phone ?? '', address: user.address ?? '' });
  const sending = useSending();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sending.run(profileProblems(values), async () => {
      const input = { user: user._id, phone: values.phone.trim(), address: values.address.trim() };
      await callStudent<typeof users.updateUser>(PUBLIC_FNAMES.updateUser, input);
      return M.PROFILE_SAVED;
    });
  };
  return (
    <form className="st-form st-form-card" noValidate onSubmit={submit} aria-labelledby="st-data">
      <h2 className="st-subtitle" id="st-data">
        {M.PROFILE_DATA}
      </h2>
      <dl className="st-facts st-facts-stacked">
        <dt>{M.NAME_LABEL}</dt>
        <dd>{`${user.name} ${user.lastname}`}</dd>
        <dt>{M.EMAIL_LABEL}</dt>
        <dd>{user.email}</dd>
        {user.dni && (
          <>
            <dt>{M.DOCUMENT_NUMBER_LABEL}</dt>
            <dd>{user.dni}</dd>
          </>
        )}
      </dl>
      <Field
        label={M.REGISTER_LABELS.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={LIMITS.phone}
        value={values.phone}
        onChange={(e) => setValues((v) => ({ ...v, phone: e.target.value }))}
        error={sending.problems.phone}
      />
      <Field
        label={M.ADDRESS_LABEL}
        autoComplete="street-address"
        maxLength={LIMITS.text}
        value={values.address}
        onChange={(e) => setValues((v) => ({ ...v, address: e.target.value }))}
        error={sending.problems.address}
      />
      <Done text={sending.done} />
      <FormEnd failure={sending.failure} busy={sending.busy} submit={M.SAVE} />
    </form>
  );
}

const NO_PASSWORDS = { currentPassword: '', password: '', repeat: '' };

function PasswordForm({ userId }: { userId: string }) {
  const [values, setValues] = useState(NO_PASSWORDS);
  const sending = useSending();
  const set = (name: keyof typeof NO_PASSWORDS) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sending.run(passwordChangeProblems(values), async () => {
      try {
        await callStudent<typeof users.resetPassword>(PUBLIC_FNAMES.changePassword, { user: userId, ...values });
      } catch (error) {
        // too many wrong current passwords (429) is said at that field
        if (error instanceof ApiError && error.status === 429) {
          throw new ApiError(429, error.code, error.message, { currentPassword: error.message });
        }
        throw error;
      }
      setValues(NO_PASSWORDS);
      return M.PASSWORD_CHANGED;
    });
  };
  const field = (name: keyof typeof NO_PASSWORDS, label: string, autoComplete: string, max: number) => (
    <Field
      label={label}
      type="password"
      autoComplete={autoComplete}
      maxLength={max}
      value={values[name]}
      onChange={set(name)}
      error={sending.problems[name]}
    />
  );
  return (
    <form className="st-form st-form-card" noValidate onSubmit={submit} aria-labelledby="st-password">
      <h2 className="st-subtitle" id="st-password">
        {M.CHANGE_PASSWORD}
      </h2>
      {field('currentPassword', M.CURRENT_PASSWORD_LABEL, 'current-password', SIGNIN_PASSWORD_MAX)}
      {field('password', M.NEW_PASSWORD_LABEL, 'new-password', LIMITS.passwordMax)}
      {field('repeat', M.REPEAT_PASSWORD_LABEL, 'new-password', LIMITS.passwordMax)}
      <Done text={sending.done} />
      <FormEnd failure={sending.failure} busy={sending.busy} submit={M.CHANGE_PASSWORD} />
    </form>
  );
}

function MyProfile({ userId }: Student) {
  const loaded = useCall<typeof users.getUser>(PUBLIC_FNAMES.getUser, { user_id: userId }, userId);
  return (
    <>
      <h1 className="st-title">{M.MY_PROFILE_TITLE}</h1>
      <Shown loaded={loaded}>
        {({ user }) => (
          <div className="st-stack">
            <DataForm user={user} />
            <PasswordForm userId={userId} />
          </div>
        )}
      </Shown>
    </>
  );
}

export const MyProfilePage = () => <AreaPage>{(student) => <MyProfile {...student} />}</AreaPage>;
