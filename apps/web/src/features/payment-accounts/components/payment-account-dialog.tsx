import {
  M,
  PAYMENT_ACCOUNT_KINDS,
  PAYMENT_ACCOUNT_LIMITS,
  PAYMENT_BANKS,
  type PaymentAccountOutput,
  paymentAccounts,
} from '@edu/shared';
import { z } from 'zod';
import { CrudFormDialog } from '../../../components/crud';
import { ApiError } from '../../../lib/api';
import { useCreatePaymentAccount } from '../api/create-payment-account';
import { useUpdatePaymentAccount } from '../api/update-payment-account';

const L = M.PAYMENT_ACCOUNT_LABELS;
/** the shared rules, with the picked QR image and 'Quitar el código QR' of the form */
const accountForm = paymentAccounts.withAccountRules(
  z.object({
    ...paymentAccounts.paymentAccountFields,
    qr: z.instanceof(File).nullable(),
    remove_qr: z.boolean(),
  }),
);
const KIND_OPTIONS = PAYMENT_ACCOUNT_KINDS.map((kind) => ({ value: kind, label: M.PAYMENT_ACCOUNT_KIND_LABELS[kind] }));
const BANK_OPTIONS = PAYMENT_BANKS.map((bank) => ({ value: bank, label: M.PAYMENT_BANK_LABELS[bank] }));

/**
 * 'Nueva cuenta' / 'Editar cuenta' (decision 0050): the kind decides the fields. A Yape or Plin takes a phone of 9
 * digits and an optional QR image; a bank account its bank, number and CCI; a deposit account its bank and number.
 */
export function PaymentAccountDialog({ account, onClose }: { account?: PaymentAccountOutput; onClose: () => void }) {
  const create = useCreatePaymentAccount();
  const update = useUpdatePaymentAccount();
  return (
    <CrudFormDialog
      title={account ? M.UPDATE_PAYMENT_ACCOUNT : M.NEW_PAYMENT_ACCOUNT}
      schema={accountForm}
      defaults={{
        kind: account?.kind ?? 'yape',
        bank: account?.bank ?? '',
        bank_name: account?.bank_name ?? '',
        number: account?.number ?? '',
        cci: account?.cci ?? '',
        holder: account?.holder ?? '',
        is_active: account?.is_active ?? true,
        position: account ? String(account.position) : '',
        qr: null,
        remove_qr: false,
      }}
      fields={(form) => {
        const kind = form.watch('kind');
        const isPhone = paymentAccounts.isPhoneAccount(kind as string);
        return [
          {
            kind: 'select',
            name: 'kind',
            label: L.kind,
            required: true,
            options: KIND_OPTIONS,
            clears: ['bank', 'bank_name', 'cci'],
          },
          !isPhone && {
            kind: 'select',
            name: 'bank',
            label: L.bank,
            required: true,
            options: BANK_OPTIONS,
            half: true,
          },
          !isPhone &&
            form.watch('bank') === 'other' && {
              name: 'bank_name',
              label: L.bankName,
              required: true,
              maxLength: PAYMENT_ACCOUNT_LIMITS.bankName,
              half: true,
            },
          {
            name: 'number',
            label: isPhone ? L.phone : L.accountNumber,
            required: true,
            inputMode: 'numeric',
            autoComplete: 'off',
            maxLength: isPhone ? 11 : 30,
          },
          !isPhone && {
            name: 'cci',
            label: L.cci,
            required: kind === 'bank',
            inputMode: 'numeric',
            autoComplete: 'off',
          },
          { name: 'holder', label: L.holder, required: true, maxLength: PAYMENT_ACCOUNT_LIMITS.holder },
          isPhone && {
            kind: 'image',
            name: 'qr',
            label: L.qr,
            url: form.watch('remove_qr') ? null : account?.qr_url,
            previewHeight: 120,
            invalidTypeMessage: M.IMAGE_FORMAT_INVALID,
          },
          isPhone &&
            Boolean(account?.qr_url) && { kind: 'switch', name: 'remove_qr', label: M.PAYMENT_ACCOUNT_REMOVE_QR },
          {
            name: 'position',
            label: L.position,
            type: 'number',
            inputMode: 'numeric',
            min: 1,
            hint: M.PAYMENT_ACCOUNT_POSITION_HINT,
            half: true,
          },
          { kind: 'switch', name: 'is_active', label: L.active, half: true },
        ];
      }}
      save={({ qr, remove_qr, ...values }, done) =>
        account
          ? update.mutate({ values: { ...values, payment_account_id: account._id, remove_qr }, qr }, done)
          : create.mutate({ values, qr }, done)
      }
      onError={(error, form) => {
        if (error instanceof ApiError && error.status === 409) {
          form.setError('number', { message: error.message }, { shouldFocus: true });
        }
      }}
      busy={create.isPending || update.isPending}
      onClose={onClose}
    />
  );
}
