// Texts of the certificates area, beside contracts/certificates.ts (decision 0056). messages.ts re-exports them, so `M.X`
// reads every text of the product.

// ── Certificates ──
// The texts printed on a student's certificate, its mail, and the refusals of the certificate fnames (02 §2.11 leaves
// their wording open; 'El certificado se ha enviado al correo {email}' is certificateSent in messages.ts).
export const CERTIFICATE_HEADING = 'CERTIFICADO';
export const CERTIFICATE_GRANTED_TO = 'Otorgado a';
export const CERTIFICATE_FOR_COURSE = 'por haber participado en el curso';
export const certificateProgramme = (name: string) => `Programa: ${name}`;
export const certificateIssuedOn = (date: string) => `Emitido el ${date}`;
export const certificateCode = (code: string) => `Código de verificación: ${code}`;
export const CERTIFICATE_SCAN_TO_VERIFY = 'Escanee el código QR para verificar este certificado';
export const CERTIFICATE_SIGNATURE = 'Firma';
export const CERTIFICATE_NOT_GENERATED = 'El alumno aún no tiene un certificado de este curso. Genérelo primero.';
export const CERTIFICATE_NO_LONGER_VALID = 'El certificado ya no es válido: el alumno fue retirado del curso';
export const certificateMailSubject = (course: string) => `Tu certificado del curso ${course}`;
export const certificateMailText = (student: string, course: string, entity: string) =>
  `Hola, ${student}:\n\n${entity} te envía adjunto tu certificado del curso ${course}.`;
export const CERTIFICATE_MAIL_VERIFY = 'Cualquier persona puede comprobar su validez en:';
