import {
  campuses as campusFnames,
  CREDENTIAL_MASK,
  CREDENTIAL_SERVICES,
  credentials,
  MATERIAL_TYPES,
  materials,
  STAFF,
  users,
} from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { demoEntityId, seedDemo } from './seed-test-kit.js';
import { DEMO_PASSWORD, seedPlatform } from './platform.js';

const { t } = useTestApp();
let token: string;
let entity: string;
beforeAll(async () => {
  await seedDemo(t, [seedPlatform]);
  token = await t.signIn('admin@colegioandino.edu.pe', DEMO_PASSWORD);
  entity = await demoEntityId(t);
});

describe('demo resources of Colegio Andino', () => {
  it('fill the repository with public and private materials of every type, each file opening through its signed link', async () => {
    const res = await t.call(materials.getMaterial_byEntity, { entity_id: entity, docs: 100 }, token);
    const list = res.body.materials;
    expect(new Set(list.map((m) => m.type))).toEqual(new Set(MATERIAL_TYPES));
    expect(new Set(list.map((m) => m.state))).toEqual(new Set(['public', 'private']));
    expect(list.some((m) => m.state === 'public' && m.price !== '0.00')).toBe(true);
    for (const m of list.filter((x) => x.type !== 'url')) expect((await t.app.inject({ method: 'GET', url: m.url })).statusCode).toBe(200);
  });

  it('have campuses in several countries', async () => {
    const res = await t.call(campusFnames.getCampus, { entity, docs: 100 }, token);
    const campuses = res.body.campus;
    expect(campuses.length).toBeGreaterThanOrEqual(6);
    expect(new Set(campuses.map((c) => c.country)).size).toBeGreaterThanOrEqual(4);
  });

  it('have a credential of each service, sealed and shown masked', async () => {
    for (const type of ['payment_method', 'videoconference'] as const) {
      const res = await t.call(credentials.getZoomTokens, { entity, type }, token);
      const list = res.body.zoomToken;
      expect(list.map((c) => c.service).sort()).toEqual([...CREDENTIAL_SERVICES[type]].sort());
      expect(list.every((c) => c.token.startsWith(CREDENTIAL_MASK) && c.token.length === CREDENTIAL_MASK.length + 4)).toBe(true);
    }
    const rows = await t.db.query<{ token_sealed: string }>('SELECT token_sealed FROM credentials');
    expect(rows.every((r) => r.token_sealed.startsWith('v1.') && !r.token_sealed.includes('-demo-'))).toBe(true);
  });

  it('have a full staff list: several of each staff role, and teachers', async () => {
    const res = await t.call(users.getUsersByEntity, { entity_id: entity, docs: 'all' }, token);
    const members = res.body.users;
    expect(members.length).toBeGreaterThan(15);
    for (const role of [...STAFF, 'docente']) {
      expect(members.filter((m) => m.roles.some((r) => r.rol === role)).length, role).toBeGreaterThanOrEqual(2);
    }
    // the added staff sign in with the demo password too
    expect(await t.signIn('miguel.condori@colegioandino.edu.pe', DEMO_PASSWORD)).toBeTruthy();
  });
});

describe('demo resources of Instituto Pacífico', () => {
  it('are its own', async () => {
    const pacifico = await t.signIn('admin@institutopacifico.edu.pe', DEMO_PASSWORD);
    const id = await demoEntityId(t, 'Instituto Pacífico');
    const campuses = (await t.call(campusFnames.getCampus, { entity: id }, pacifico)).body.campus;
    expect(campuses.map((c) => c.name)).toEqual(['Sede Miraflores', 'Sede Quito']);
    const repository = (await t.call(materials.getMaterial_byEntity, { entity_id: id }, pacifico)).body.materials;
    expect(repository).toHaveLength(2);
  });
});
