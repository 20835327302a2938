// The Certificado tab before a certificate exists (decision 0054): who issues it and when, where the student stands,
// and 'Generar' only for who may issue, disabled with the reason while the entity's rule is not met.
import { M } from '@edu/shared';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CertificateTab } from './certificate-tab';

const state = vi.hoisted(() => ({ canCertify: true, refusal: null as string | null, rule: 'course_end' }));
vi.mock('../../api/students-lists', () => ({ useStudentPermissions: () => ({ canCertify: state.canCertify }) }));
vi.mock('../../api/generate-certificate-2', () => ({
  useGenerateCertificate: () => ({ mutate: vi.fn(), isPending: false }),
}));
vi.mock('../../api/get-certificate-by-user', () => ({
  useCertificateByUser: () => ({
    isPending: false,
    isError: false,
    data: {
      hasCertificate: false,
      url: null,
      code: null,
      verify_url: null,
      issued_at: null,
      issuing: { rule: state.rule, end_date: '2026-12-15', passing_mark: '11.00', final: null, refusal: state.refusal },
    },
  }),
}));

const generate = () => screen.queryByRole('button', { name: M.GENERATE_CERTIFICATE });
const student = { _id: 's1', email: 'ana@colegio.pe' };

describe('the Certificado tab without a certificate', () => {
  beforeEach(() => Object.assign(state, { canCertify: true, refusal: null, rule: 'course_end' }));

  it('says who issues it and when, and why not yet, with Generar disabled', () => {
    state.refusal = M.certificateBeforeEnd('15-12-2026', '11.00');
    render(<CertificateTab scheduledId="c1" student={student} />);
    expect(screen.getByText(M.NO_CERTIFICATE)).toBeTruthy();
    expect(screen.getByText(M.CERTIFICATE_ISSUERS)).toBeTruthy();
    expect(screen.getByText(M.certificateWhen('course_end', '15-12-2026', '11.00'))).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(state.refusal);
    expect(generate()?.hasAttribute('disabled')).toBe(true);
  });

  it('offers Generar once the rule is met', () => {
    render(<CertificateTab scheduledId="c1" student={student} />);
    expect(screen.getByRole('alert').textContent).toBe(M.CERTIFICATE_READY);
    expect(generate()?.hasAttribute('disabled')).toBe(false);
  });

  it('offers no Generar to the coordinador, who reads who issues it', () => {
    state.canCertify = false;
    state.rule = 'any_time';
    render(<CertificateTab scheduledId="c1" student={student} />);
    expect(screen.getByText(M.CERTIFICATE_ISSUERS)).toBeTruthy();
    expect(screen.getByText(M.certificateWhen('any_time', '15-12-2026', '11.00'))).toBeTruthy();
    expect(generate()).toBeNull();
  });
});
