// The public forms without react-hook-form (decision 0042) keep what react-hook-form did for them: checked on submit,
// then on every change; the first field in error focused; nothing sent while one is; the button disabled meanwhile.
import { M } from '@edu/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';
import { ResetForm } from './reset-form';

const email = () => screen.getByLabelText(M.EMAIL_LABEL);
const password = () => screen.getByLabelText(M.PASSWORD_LABEL, { selector: 'input' });

describe('the login form', () => {
  it('shows the rules on submit, focuses the first field in error and sends nothing', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<LoginForm onSubmit={onSubmit} />, { wrapper: MemoryRouter });
    await userEvent.type(password(), '12345');
    await userEvent.click(screen.getByRole('button', { name: M.SIGN_IN_BUTTON }));
    expect(screen.getByText(M.EMAIL_REQUIRED)).toBeTruthy();
    expect(screen.getByText(M.PASSWORD_TOO_SHORT_LOGIN)).toBeTruthy();
    expect(document.activeElement).toBe(email());
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks again on each change once submitted, and sends the e-mail trimmed and in lower case', async () => {
    let answer = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((done) => (answer = done)));
    const onStart = vi.fn();
    render(<LoginForm onSubmit={onSubmit} onStart={onStart} />, { wrapper: MemoryRouter });
    await userEvent.click(screen.getByRole('button', { name: M.SIGN_IN_BUTTON }));
    await userEvent.type(email(), ' Ana@Colegio.PE ');
    expect(screen.queryByText(M.EMAIL_REQUIRED)).toBeNull();
    expect(screen.getByText(M.PASSWORD_REQUIRED)).toBeTruthy();
    await userEvent.type(password(), 'secreto1');
    expect(screen.queryByText(M.PASSWORD_REQUIRED)).toBeNull();
    expect(onStart).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: M.SIGN_IN_BUTTON }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@colegio.pe', password: 'secreto1' });
    expect((screen.getByRole('button', { name: M.LOADING_BUTTON }) as HTMLButtonElement).disabled).toBe(true);
    answer();
    expect(await screen.findByRole('button', { name: M.SIGN_IN_BUTTON })).toBeTruthy();
  });
});

describe('the reset form', () => {
  it('marks a mismatch on the repeat field and clears it when the password is changed to match', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<ResetForm onSubmit={onSubmit} />);
    const [first, repeat] = screen.getAllByLabelText(/contraseña/i, { selector: 'input' });
    await userEvent.type(first, 'secreto12');
    await userEvent.type(repeat, 'secreto1');
    await userEvent.click(screen.getByRole('button', { name: M.RESET_BUTTON }));
    expect(repeat.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(repeat, '2');
    expect(repeat.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: M.RESET_BUTTON }));
    expect(onSubmit).toHaveBeenCalledWith('secreto12');
  });
});
