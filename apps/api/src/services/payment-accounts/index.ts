import { createPaymentAccount } from './create-payment-account.js';
import { deletePaymentAccount } from './delete-payment-account.js';
import { getPaymentAccounts } from './get-payment-accounts.js';
import { updatePaymentAccount } from './update-payment-account.js';

export const paymentAccountsHandlers = [
  getPaymentAccounts,
  createPaymentAccount,
  updatePaymentAccount,
  deletePaymentAccount,
];
