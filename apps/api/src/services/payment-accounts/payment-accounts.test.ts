// Where a student pays into (decision 0050): the admin's Yape, Plin, bank and deposit accounts, their Spanish rules,
// the QR image through the real upload path, the entity's walls, and the student's checkout showing the active ones.
import { M, orders, paymentAccounts } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { exe, png } from '../../test/images.js';
import { pricedProgramme } from '../orders/orders-test-kit.js';
import { newStudent, type Student } from '../my-courses/student-test-kit.js';

const { createPaymentAccount, deletePaymentAccount, getPaymentAccounts, updatePaymentAccount } = paymentAccounts;

const { t, as } = useTestApp(['adminA', 'adminB', 'coordA', 'counterA']);

const BCP = {
  kind: 'bank',
  bank: 'bcp',
  number: '191-2345678-0-12',
  cci: '002-191-002345678012-53',
  holder: 'Colegio Andino S.A.C.',
} as const;
const create = (fields: Record<string, unknown>, token = as.adminA) =>
  t.callRaw(createPaymentAccount, { entity: t.fx.entityA, ...fields }, token);
const listA = async () => (await t.call(getPaymentAccounts, { entity: t.fx.entityA }, as.adminA)).body.accounts;

describe('createPaymentAccount', () => {
  it('keeps a BCP account with its CCI as 20 digits, after the entity’s other accounts', async () => {
    const res = await create(BCP);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.account).toMatchObject({
      kind: 'bank',
      bank: 'bcp',
      bank_name: null,
      number: '191-2345678-0-12',
      cci: '00219100234567801253',
      holder: 'Colegio Andino S.A.C.',
      qr_url: null,
      is_active: true,
      position: 2,
    });
    const [audit] = await t.db.query<{ record_id: string }>(
      `SELECT record_id FROM audit_log WHERE fname = 'createPaymentAccount' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.record_id).toBe(res.body.account._id);
    await t.call(deletePaymentAccount, { payment_account_id: res.body.account._id }, as.adminA);
  });

  it('keeps a Yape number with its QR image, stored through the upload path and served at its address', async () => {
    const res = await t.upload(
      createPaymentAccount,
      {
        entity: t.fx.entityA,
        kind: 'yape',
        number: '912 345 678',
        holder: 'María Quispe',
        bank: '',
        cci: '',
        position: '5',
      },
      [{ field: 'qr', name: 'qr.png', bytes: await png() }],
      as.adminA,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.account).toMatchObject({ kind: 'yape', number: '912345678', bank: null, cci: null, position: 5 });
    const image = await t.app.inject({ method: 'GET', url: res.body.account.qr_url as string });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    await t.call(deletePaymentAccount, { payment_account_id: res.body.account._id }, as.adminA);
  });

  it.each([
    [{ kind: 'yape', number: '812345678', holder: 'Ana' }, 'number', M.PAYMENT_ACCOUNT_PHONE_INVALID],
    [{ kind: 'plin', number: '91234567', holder: 'Ana' }, 'number', M.PAYMENT_ACCOUNT_PHONE_INVALID],
    [{ kind: 'yape', number: '912345678', holder: '   ' }, 'holder', M.PAYMENT_ACCOUNT_HOLDER_REQUIRED],
    [{ ...BCP, cci: '0021910023456780125' }, 'cci', M.PAYMENT_ACCOUNT_CCI_INVALID],
    [{ ...BCP, cci: '' }, 'cci', M.PAYMENT_ACCOUNT_CCI_REQUIRED],
    [{ ...BCP, bank: '' }, 'bank', M.PAYMENT_ACCOUNT_BANK_REQUIRED],
    [{ ...BCP, bank: 'other' }, 'bank_name', M.PAYMENT_ACCOUNT_BANK_NAME_REQUIRED],
    [{ ...BCP, number: '12-34' }, 'number', M.PAYMENT_ACCOUNT_NUMBER_INVALID],
    [{ ...BCP, number: 'cuenta 123456' }, 'number', M.PAYMENT_ACCOUNT_NUMBER_INVALID],
    [{ kind: 'tarjeta', number: '912345678', holder: 'Ana' }, 'kind', M.PAYMENT_ACCOUNT_KIND_INVALID],
    [
      { kind: 'yape', number: '912345678', holder: 'Ana', cci: '00219100234567801253' },
      'cci',
      M.PAYMENT_ACCOUNT_CCI_NOT_ALLOWED,
    ],
    [{ ...BCP, position: 0 }, 'position', M.PAYMENT_ACCOUNT_POSITION_INVALID],
  ])('refuses %j with a Spanish message on %s, and keeps nothing', async (fields, field, message) => {
    const before = await t.snapshot();
    const res = await create(fields);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fields?.[field]).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a QR image on a bank account, and a file that is not an image, storing nothing', async () => {
    const before = await t.snapshot();
    const onBank = await t.upload(
      createPaymentAccount,
      { entity: t.fx.entityA, ...BCP },
      [{ field: 'qr', name: 'qr.png', bytes: await png() }],
      as.adminA,
    );
    expect(onBank.status).toBe(400);
    expect(onBank.body.message).toBe(M.PAYMENT_ACCOUNT_QR_NOT_ALLOWED);
    const notImage = await t.upload(
      createPaymentAccount,
      { entity: t.fx.entityA, kind: 'plin', number: '923456789', holder: 'Ana' },
      [{ field: 'qr', name: 'qr.png', bytes: exe() }],
      as.adminA,
    );
    expect(notImage.status).toBe(415);
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses the same number twice in the entity with 409 (another entity may have it)', async () => {
    const again = await create({ kind: 'yape', number: '987654321', holder: 'Otra' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.PAYMENT_ACCOUNT_DUPLICATE);
    const inB = await t.callRaw(
      createPaymentAccount,
      { entity: t.fx.entityB, kind: 'plin', number: '987654321', holder: 'B' },
      as.adminB,
    );
    expect(inB.status, JSON.stringify(inB.body)).toBe(200);
  });

  it('refuses the 21st account of an entity', async () => {
    const made: string[] = [];
    const have = (await listA()).length;
    for (let i = have; i < 20; i++) {
      const res = await create({
        kind: 'deposit',
        bank: 'bbva',
        number: `0011-0123-${String(100000 + i)}`,
        holder: 'Caja',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      made.push(res.body.account._id);
    }
    const over = await create({ kind: 'deposit', bank: 'bbva', number: '0011-0123-999999', holder: 'Caja' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(M.paymentAccountsFull(20));
    for (const id of made) await t.call(deletePaymentAccount, { payment_account_id: id }, as.adminA);
  });

  it('is the admins’ own: no token 401, coordinador and counter 403, nothing kept', async () => {
    const before = await t.snapshot();
    expect((await create(BCP, null as unknown as string)).status).toBe(401);
    expect((await create(BCP, as.coordA)).status).toBe(403);
    expect((await create(BCP, as.counterA)).status).toBe(403);
    expect((await t.call(getPaymentAccounts, { entity: t.fx.entityA }, as.counterA)).status).toBe(403);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('updatePaymentAccount and deletePaymentAccount', () => {
  it('edits an account, keeps its QR until it is removed, and drops it when a Yape becomes a bank account', async () => {
    const made = await t.upload(
      createPaymentAccount,
      { entity: t.fx.entityA, kind: 'plin', number: '934567890', holder: 'Ana' },
      [{ field: 'qr', name: 'qr.png', bytes: await png() }],
      as.adminA,
    );
    const id = made.body.account._id;
    const renamed = await t.callRaw(
      updatePaymentAccount,
      {
        payment_account_id: id,
        kind: 'plin',
        number: '934567890',
        holder: 'Ana Quispe',
        is_active: false,
        position: 3,
      },
      as.adminA,
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.account).toMatchObject({
      holder: 'Ana Quispe',
      is_active: false,
      position: 3,
      qr_url: made.body.account.qr_url,
    });
    const banked = await t.callRaw(
      updatePaymentAccount,
      { payment_account_id: id, ...BCP, number: '200-3001234567' },
      as.adminA,
    );
    expect(banked.status, JSON.stringify(banked.body)).toBe(200);
    expect(banked.body.account).toMatchObject({ kind: 'bank', qr_url: null, cci: '00219100234567801253' });
    expect((await t.call(deletePaymentAccount, { payment_account_id: id }, as.adminA)).status).toBe(200);
    expect((await listA()).map((a) => a._id)).not.toContain(id);
  });

  it("answers 403/404 for another entity's account and changes nothing", async () => {
    const before = await t.snapshot();
    const mine = t.fx.resources.A.paymentAccount;
    const edit = await t.callRaw(
      updatePaymentAccount,
      { payment_account_id: mine, kind: 'yape', number: '900000000', holder: 'X' },
      as.adminB,
    );
    expect([403, 404]).toContain(edit.status);
    expect([403, 404]).toContain((await t.call(deletePaymentAccount, { payment_account_id: mine }, as.adminB)).status);
    expect([403, 404]).toContain((await t.call(getPaymentAccounts, { entity: t.fx.entityA }, as.adminB)).status);
    expect(await t.snapshot()).toBe(before);
  });

  it('validates an edit as a create, in Spanish', async () => {
    const res = await t.callRaw(
      updatePaymentAccount,
      { payment_account_id: t.fx.resources.A.paymentAccount, kind: 'yape', number: '98765432', holder: 'Tesorería' },
      as.adminA,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.PAYMENT_ACCOUNT_PHONE_INVALID);
  });
});

describe("the student's checkout", () => {
  let rosa: Student;
  beforeAll(async () => {
    rosa = await newStudent(t, 'rosa.cuentas@test.pe');
  });

  it('shows the active accounts in their order, the bank by its name, never an inactive one or a gateway e-mail', async () => {
    const web = await pricedProgramme(t, 'A', {
      name: 'Cuentas',
      inscription: '10.00',
      course: '90.00',
      modules: ['50.00'],
    });
    const other = (
      await create({
        kind: 'deposit',
        bank: 'other',
        bank_name: 'Caja Arequipa',
        number: '106-01-1234567',
        holder: 'Caja',
        position: 1,
      })
    ).body.account;
    const hidden = (await create({ ...BCP, is_active: false })).body.account;
    // the Yape moved after it: the checkout follows the admin's order, not the order of creation
    const moved = await t.callRaw(
      updatePaymentAccount,
      {
        payment_account_id: t.fx.resources.A.paymentAccount,
        kind: 'yape',
        number: '987654321',
        holder: 'Tesorería',
        position: 4,
      },
      as.adminA,
    );
    expect(moved.status).toBe(200);
    const res = await t.call(orders.getCheckout, { scheduled_id: web.main }, rosa.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payment_accounts).toEqual([
      {
        _id: other._id,
        kind: 'deposit',
        bank: 'Caja Arequipa',
        number: '106-01-1234567',
        cci: null,
        holder: 'Caja',
        qr_url: null,
      },
      {
        _id: t.fx.resources.A.paymentAccount,
        kind: 'yape',
        bank: null,
        number: '987654321',
        cci: null,
        holder: 'Tesorería',
        qr_url: null,
      },
    ]);
    expect(JSON.stringify(res.body)).not.toContain(hidden._id);
    expect(JSON.stringify(res.body)).not.toContain('pagos@test.pe');
  });
});
