import { getMyCertificates } from './get-my-certificates.js';
import { generateCertificate } from './generate-certificate.js';
import { getCertificateByUser } from './get-certificate-by-user.js';
import { sendCertificate } from './send-certificate.js';
import { verifyCertificate } from './verify-certificate.js';

export const certificatesHandlers = [generateCertificate, getCertificateByUser, sendCertificate, verifyCertificate, getMyCertificates];
