import { downloadMyReceipt } from './download-my-receipt.js';
import { downloadReceipt } from './download-receipt.js';
import { exportReceipts } from './export-receipts.js';
import { getFiscalSettings } from './get-fiscal-settings.js';
import { getReceipts } from './get-receipts.js';
import { resendReceipt } from './resend-receipt.js';
import { updateFiscalSettings } from './update-fiscal-settings.js';
import { updateProgrammeTreatment } from './update-programme-treatment.js';
import { uploadFiscalCertificate } from './upload-fiscal-certificate.js';

export const receiptsHandlers = [
  getFiscalSettings,
  updateFiscalSettings,
  uploadFiscalCertificate,
  updateProgrammeTreatment,
  getReceipts,
  exportReceipts,
  resendReceipt,
  downloadReceipt,
  downloadMyReceipt,
];

export { issueReceipt } from './issue-receipt.js';
export { issueCreditNote } from './issue-credit-note.js';
export { ORDER_RECEIPT_COLUMNS, type OrderReceiptColumns, orderReceiptOf } from './order-receipts.js';
export { createReceiptSender, type ReceiptSender } from './sending/receipt-sender.js';
