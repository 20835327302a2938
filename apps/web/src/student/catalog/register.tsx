// 04 §2.1 /e/{domain}/registro: a student account in that entity; the contract's messages per field, the server's too.
import {
  type CatalogEntity,
  DOCUMENT_TYPES,
  type Input,
  M,
  PUBLIC_FNAMES,
  type RegisterValues,
  registerProblems,
  type catalog,
} from '@edu/shared';
import { asApiError, callStudent } from '../api';
import { Field, FormEnd } from '../field';
import { studentPaths } from '../paths';
import { Link, navigate } from '../router';
import { useReturnTo, useSignedInGoesOn } from '../return-to';
import { startStudentSession } from '../student-session';
import { EntityPage } from '../entity-page';
import { type FieldSpec, useStudentForm } from '../use-student-form';

type Name = keyof RegisterValues;
const EMPTY: RegisterValues = {
  name: '',
  firstlastname: '',
  secondlastname: '',
  typeDoc: 'dni',
  dni: '',
  phone: '',
  email: '',
  password: '',
  password2: '',
};
const DOCUMENT_LABELS: Record<(typeof DOCUMENT_TYPES)[number], string> = {
  dni: M.DOCUMENT_TYPE_DNI,
  pasaporte: M.DOCUMENT_TYPE_PASSPORT,
  carné: M.DOCUMENT_TYPE_CARD,
};
const TEXT_FIELDS: Omit<FieldSpec<Name>, 'label'>[] = [
  { name: 'name', autoComplete: 'given-name' },
  { name: 'firstlastname', autoComplete: 'family-name' },
  { name: 'secondlastname', autoComplete: 'additional-name' },
];
const CONTACT_FIELDS: typeof TEXT_FIELDS = [
  { name: 'dni', autoComplete: 'off', inputMode: 'numeric' },
  { name: 'phone', type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'password2', type: 'password', autoComplete: 'new-password' },
];

function RegisterForm({ entity }: { entity: CatalogEntity }) {
  const { to, asked } = useReturnTo();
  const goesOn = useSignedInGoesOn(entity);
  const form = useStudentForm({
    initial: EMPTY,
    check: registerProblems,
    send: async (values) => {
      const { password2: _, ...fields } = values;
      const input = {
        ...fields,
        name: fields.name.trim(),
        firstlastname: fields.firstlastname.trim(),
        secondlastname: fields.secondlastname.trim(),
        dni: fields.dni.trim(),
        phone: fields.phone.trim(),
        email: fields.email.trim().toLowerCase(),
        domain: entity.domain,
      } as Input<typeof catalog.registerStudent>;
      const { token, user } = await callStudent<typeof catalog.registerStudent>(PUBLIC_FNAMES.registerStudent, input);
      startStudentSession(token, user, entity);
      navigate(to, { replace: true });
    },
    failed: (error) => {
      const apiError = asApiError(error);
      return { message: apiError.message, fields: apiError.fields };
    },
  });
  const { values, problems } = form;
  const field = (spec: (typeof TEXT_FIELDS)[number]) => form.input({ ...spec, label: M.REGISTER_LABELS[spec.name] });

  if (goesOn) return <p className="st-muted" role="status">{M.LOADING}</p>;
  return (
    <form className="st-form" noValidate onSubmit={form.submit}>
      <h1 className="st-title">{M.REGISTER_TITLE}</h1>
      {TEXT_FIELDS.map(field)}
      <Field
        label={M.REGISTER_LABELS.typeDoc}
        error={problems.typeDoc}
        control={(id, describedBy) => (
          <select
            className="st-input"
            id={id}
            aria-describedby={describedBy}
            value={values.typeDoc}
            onChange={(e) => form.set('typeDoc', e.target.value)}
          >
            {DOCUMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {DOCUMENT_LABELS[t]}
              </option>
            ))}
          </select>
        )}
      />
      {CONTACT_FIELDS.map(field)}
      <FormEnd
        failure={form.failure}
        busy={form.busy}
        submit={M.REGISTER_BUTTON}
        other={
          <Link replace className="st-link" to={studentPaths.signin(entity.domain, asked)}>
            {M.STUDENT_HAS_ACCOUNT}
          </Link>
        }
      />
    </form>
  );
}

export const RegisterPage = ({ domain }: { domain: string }) => (
  <EntityPage domain={domain}>{(entity) => <RegisterForm entity={entity} />}</EntityPage>
);
