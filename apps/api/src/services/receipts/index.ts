import { getFiscalSettings } from './get-fiscal-settings.js';
import { updateFiscalSettings } from './update-fiscal-settings.js';
import { updateProgrammeTreatment } from './update-programme-treatment.js';
import { uploadFiscalCertificate } from './upload-fiscal-certificate.js';

export const receiptsHandlers = [
  getFiscalSettings,
  updateFiscalSettings,
  uploadFiscalCertificate,
  updateProgrammeTreatment,
];

export { issueReceipt } from './issue-receipt.js';
export { issueCreditNote } from './issue-credit-note.js';
