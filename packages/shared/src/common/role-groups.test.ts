import { describe, expect, it } from 'vitest';
import * as contracts from '../contracts/index.js';
import { type Access, rolesAdmit } from '../contracts/define.js';
import * as groups from './role-groups.js';
import { ADMINS, FRONT_DESK, holdsAny, inGroup, SCHEDULERS, STAFF, TEACHERS } from './role-groups.js';

describe('the role groups (03 §2)', () => {
  it('name each set of roles once', () => {
    expect(ADMINS).toEqual(['admin', 'admin b2b']);
    expect(SCHEDULERS).toEqual(['admin', 'admin b2b', 'coordinador']);
    expect(FRONT_DESK).toEqual(['admin', 'admin b2b', 'counter']);
    expect(STAFF).toEqual(['admin', 'admin b2b', 'coordinador', 'counter']);
    expect(TEACHERS).toEqual(['admin', 'admin b2b', 'coordinador', 'docente']);
  });

  it('tell whether a role, or any of several, is in a group', () => {
    expect(inGroup(ADMINS, 'admin b2b')).toBe(true);
    expect(inGroup(ADMINS, 'counter')).toBe(false);
    expect(holdsAny(['docente', 'counter'], FRONT_DESK)).toBe(true);
    expect(holdsAny(['docente', 'estudiante'], STAFF)).toBe(false);
    expect(holdsAny([], ADMINS)).toBe(false);
  });

  it('are what every entity access of the contracts names: no role list is written ad hoc', () => {
    const named = new Set<unknown>(Object.values(groups).filter(Array.isArray));
    const adHoc = contracts.ALL_FNAMES.filter((def) => def.access.kind === 'entity' && !named.has(def.access.roles));
    expect(adHoc.map((def) => `${def.service}.${def.name}`)).toEqual([]);
  });
});

describe('rolesAdmit, the dispatcher’s rule for the roles of an access', () => {
  const entity: Access = { kind: 'entity', roles: FRONT_DESK, entity: { from: 'field', field: 'entity_id' } };
  it('lets the superadmin through every entity access, and anyone else holding one of its roles', () => {
    expect(rolesAdmit(entity, 'superadmin', [])).toBe(true);
    expect(rolesAdmit(entity, 'user', ['counter'])).toBe(true);
    expect(rolesAdmit(entity, 'admin_entity', ['coordinador'])).toBe(false);
    expect(rolesAdmit({ ...entity, roles: [] }, 'admin_entity', ['admin'])).toBe(false);
  });

  it('keeps the superadmin access to the superadmin; public and self calls need no role', () => {
    expect(rolesAdmit({ kind: 'superadmin' }, 'admin_entity', ['admin'])).toBe(false);
    expect(rolesAdmit({ kind: 'superadmin' }, 'superadmin', [])).toBe(true);
    expect(rolesAdmit({ kind: 'public' }, undefined, [])).toBe(true);
    expect(rolesAdmit({ kind: 'self' }, 'user', [])).toBe(true);
  });

  it('asks a self call about an entity for some role there, the superadmin too', () => {
    expect(rolesAdmit({ kind: 'self', memberOf: 'entity_id' }, 'user', ['estudiante'])).toBe(true);
    expect(rolesAdmit({ kind: 'self', memberOf: 'entity_id' }, 'superadmin', [])).toBe(false);
  });
});
