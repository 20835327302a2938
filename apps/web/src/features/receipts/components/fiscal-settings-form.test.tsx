// 'Facturación electrónica' (decision 0063): the form checks what the server checks, with the contract's own fields,
// and says it in Spanish under each field before anything is sent; the OSE's address is asked for only for an OSE; a
// saved SOL password is never shown, only said to be kept when left blank.
import { CREDENTIAL_MASK, type FiscalSettingsOutput, M } from '@edu/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FiscalSettingsForm } from './fiscal-settings-form';

const state = vi.hoisted(() => ({ mutate: vi.fn() }));
vi.mock('../api/update-fiscal-settings', () => ({
  useUpdateFiscalSettings: () => ({ mutate: state.mutate, isPending: false }),
}));

const F = M.FISCAL_LABELS;
const ENTITY = '0190f3a4-5b6c-7d8e-9f00-112233445566';
const blank: FiscalSettingsOutput = {
  ruc: '',
  legal_name: '',
  trade_name: '',
  address: '',
  ubigeo: '',
  establishment_code: '0000',
  boleta_series: 'B001',
  factura_series: 'F001',
  boleta_next: 1,
  factura_next: 1,
  default_treatment: 'exonerado',
  destination: 'beta',
  ose_url: '',
  sol_user: '',
  sol_password: '',
  certificate: null,
  is_enabled: false,
  missing: [F.ruc],
};

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
const save = () => userEvent.click(screen.getByRole('button', { name: M.SAVE }));

describe("the form of 'Facturación electrónica'", () => {
  beforeEach(() => {
    state.mutate = vi.fn();
  });

  it('refuses a RUC with a wrong check digit, a series of the other kind and a blank razón social, sending nothing', async () => {
    render(<FiscalSettingsForm entityId={ENTITY} settings={blank} />);
    await userEvent.type(field(F.ruc), '20100066604');
    await userEvent.clear(field(F.boletaSeries));
    await userEvent.type(field(F.boletaSeries), 'F001');
    await userEvent.type(field(F.ubigeo), '0801');
    await save();
    expect(screen.getByText(M.RUC_INVALID)).toBeTruthy();
    expect(screen.getByText(M.BOLETA_SERIES_INVALID)).toBeTruthy();
    expect(screen.getByText(M.UBIGEO_INVALID)).toBeTruthy();
    expect(screen.getAllByText(M.FIELD_REQUIRED)).toHaveLength(2);
    expect(field(F.ruc).getAttribute('aria-invalid')).toBe('true');
    expect(state.mutate).not.toHaveBeenCalled();
  });

  it('asks for the OSE’s https address only when the receipts go to an OSE', async () => {
    render(<FiscalSettingsForm entityId={ENTITY} settings={blank} />);
    expect(screen.queryByLabelText(F.oseUrl, { exact: false })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: new RegExp(F.destination) }));
    await userEvent.click(within(screen.getByRole('listbox')).getByText(M.FISCAL_DESTINATION_LABELS.ose));
    await userEvent.type(field(F.oseUrl), 'http://ose.example.pe');
    await save();
    expect(screen.getByText(M.OSE_URL_INVALID)).toBeTruthy();
    expect(state.mutate).not.toHaveBeenCalled();
  });

  it('sends what was typed once every rule passes; a blank SOL password keeps the saved one', async () => {
    const saved = { ...blank, sol_user: 'MODDATOS', sol_password: CREDENTIAL_MASK } as const;
    render(<FiscalSettingsForm entityId={ENTITY} settings={saved} />);
    expect(screen.getByText(M.FISCAL_KEEP_SECRET)).toBeTruthy();
    expect(field(F.solPassword).getAttribute('placeholder')).toBe(CREDENTIAL_MASK);
    expect((field(F.solPassword) as HTMLInputElement).value).toBe('');
    await userEvent.type(field(F.ruc), '20100066603');
    await userEvent.type(field(F.legalName), 'Colegio Andino S.A.C.');
    await userEvent.type(field(F.address), 'Av. El Sol 123, Cusco');
    await userEvent.type(field(F.ubigeo), '080101');
    await userEvent.clear(field(F.boletaNext));
    await userEvent.type(field(F.boletaNext), '25');
    await save();
    expect(state.mutate).toHaveBeenCalledTimes(1);
    expect(state.mutate.mock.calls[0]?.[0]).toMatchObject({
      entity_id: ENTITY,
      ruc: '20100066603',
      legal_name: 'Colegio Andino S.A.C.',
      ubigeo: '080101',
      boleta_series: 'B001',
      boleta_next: '25',
      sol_user: 'MODDATOS',
      sol_password: '',
      is_enabled: false,
    });
  });
});
