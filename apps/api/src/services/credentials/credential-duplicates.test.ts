// One credential per service and e-mail (decision 0050; migration 022): a copy is refused in Spanish, on create and
// on edit, and the copies a database already holds are removed when it migrates (the oldest stays).
import { randomUUID } from 'node:crypto';
import { credentials, M } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { seal } from '../../crypto/sealed.js';
import { migrate } from '../../db/migrate.js';
import { useTestApp } from '../../test/harness.js';

const { t, as } = useTestApp(['adminA']);

const create = (email: string, service = 'niubiz', entity = t.fx.entityA, token = as.adminA) =>
  t.call(credentials.createZoomToken, { entity, type: 'payment_method', service, email, token: 'niubiz-token-123456' }, token);

describe('a credential saved twice', () => {
  it('is refused with 409 and a Spanish message naming the e-mail field, in any case of the e-mail', async () => {
    expect((await create('caja@test.pe')).status).toBe(200);
    const before = await t.snapshot();
    const again = await create('CAJA@test.pe');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: M.CREDENTIAL_DUPLICATE, fields: { email: M.CREDENTIAL_DUPLICATE } });
    expect(await t.snapshot()).toBe(before);
  });

  it('is allowed for another service, or in another entity', async () => {
    expect((await create('caja@test.pe', 'izipay')).status).toBe(200);
    const adminB = await t.signIn(t.fx.users.adminB.email);
    expect((await create('caja@test.pe', 'niubiz', t.fx.entityB, adminB)).status).toBe(200);
  });

  it('is refused when an edit would make one', async () => {
    const other = (await create('tesoreria@test.pe')).body.zoomToken;
    const before = await t.snapshot();
    const res = await t.call(credentials.updateZoomToken, { zoom_token_id: other._id, email: 'caja@test.pe' }, as.adminA);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.CREDENTIAL_DUPLICATE);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('migration 022 on a database that already holds copies', () => {
  it('keeps the oldest of each service and e-mail, then refuses the next copy', async () => {
    // the database as it was before 022: no index, no payment accounts (CASCADE: the statements' tables of 027 refer to
    // them), and the same credential three times
    await t.db.exec('DROP INDEX credentials_entity_service_email_key; DROP TABLE payment_accounts CASCADE;');
    await t.db.query(`DELETE FROM schema_migrations WHERE name = '022-payment-accounts.sql'`);
    const key = t.app.services.secrets.encryptionKey;
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const [i, id] of ids.entries()) {
      await t.db.query(
        `INSERT INTO credentials (id, entity_id, type, service, email, token_sealed) VALUES ($1, $2, 'payment_method', 'izipay', $3, $4)`,
        [id, t.fx.entityA, i === 1 ? 'Copia@Test.pe' : 'copia@test.pe', seal(key, 'token-de-prueba', id)],
      );
    }
    expect(await migrate(t.db)).toEqual(['022-payment-accounts.sql']);
    const left = await t.db.query<{ id: string }>(`SELECT id FROM credentials WHERE lower(email) = 'copia@test.pe'`);
    expect(left.map((r) => r.id)).toEqual([ids[0]]);
    expect((await create('copia@test.pe', 'izipay')).status).toBe(409);
  });
});
