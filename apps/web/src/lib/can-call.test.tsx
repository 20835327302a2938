// The web app asks the contract it would call whether to show an action (decision 0001), with the dispatcher's rule.
import { certificates, orders, users } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { canCall } from './can-call';
import type { Session } from './session';

const sessionOf = (roles: string[], rol: Session['user']['rol'] = 'user'): Session => ({
  token: 't',
  user: { _id: 'u1', email: 'ana@colegio.pe', rol },
  mainRole: null,
  rolesByEntity: { e1: roles },
  entityId: 'e1',
});

describe('canCall', () => {
  it("reads the contract's roles in the current entity: orders are the counter's and the admins'", () => {
    expect(canCall(orders.getOrders, sessionOf(['counter']))).toBe(true);
    expect(canCall(orders.getOrders, sessionOf(['admin b2b']))).toBe(true);
    expect(canCall(orders.getOrders, sessionOf(['coordinador', 'docente']))).toBe(false);
    expect(canCall(certificates.generateCertificate_2, sessionOf(['coordinador']))).toBe(false);
  });

  it('lets the superadmin through as the server does, and no one without a session', () => {
    expect(canCall(certificates.generateCertificate_2, sessionOf([], 'superadmin'))).toBe(true);
    expect(canCall(orders.getOrders, null)).toBe(false);
  });

  it('takes the roles the caller knows better than the session (the shell asks getRoles only for staff)', () => {
    expect(canCall(users.getRoles, sessionOf(['admin']), ['docente'])).toBe(false);
    expect(canCall(users.getRoles, sessionOf([]), ['counter'])).toBe(true);
  });
});
