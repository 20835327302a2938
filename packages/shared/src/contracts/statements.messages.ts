// Texts of the bank statements (docs/decisions/0061-bank-statements.md), staff screens only: messages.ts re-exports them.
import type { StatementColumn, StatementDateFormat, StatementDecimal, StatementEncoding } from '../common/constants.js';

export const STATEMENTS_TITLE = 'Extractos bancarios';
export const STATEMENTS_INTRO =
  'Suba los movimientos de una cuenta tal como los exporta el banco o el aplicativo (CSV o XLSX). Subir otra vez el mismo extracto, o uno que se superpone, solo agrega los movimientos nuevos.';
export const STATEMENT_ACCOUNT = 'Cuenta';
export const STATEMENT_NO_ACCOUNTS =
  'La entidad aún no tiene cuentas para pagos: el administrador las agrega en Credenciales › Cuentas para pagos.';
export const STATEMENT_FILE = 'Archivo del extracto (CSV o XLSX)';
export const STATEMENT_CHOOSE_FILE = 'Elegir archivo';
export const STATEMENT_PREVIEW = 'Vista previa';
export const STATEMENT_IMPORT = 'Importar';
export const STATEMENT_MAPPING_TITLE = 'Columnas del extracto';
export const STATEMENT_MAPPING_GUESSED =
  'Es el primer extracto de esta cuenta: revise qué columna tiene cada dato. Se guardará al importar y se usará la próxima vez.';
export const STATEMENT_MAPPING_SAVED = 'Columnas guardadas con éxito';
export const STATEMENT_SAVE_MAPPING = 'Guardar columnas';
export const STATEMENT_COLUMN_LABELS: Record<StatementColumn, string> = {
  date: 'Fecha',
  description: 'Descripción',
  operation: 'N.º de operación',
  amount: 'Monto',
  balance: 'Saldo',
};
export const STATEMENT_NO_COLUMN = '(ninguna)';
export const STATEMENT_FIELD_LABELS = {
  decimal: 'Separador decimal',
  dateFormat: 'Formato de fecha',
  headerRow: 'Fila de los encabezados',
  encoding: 'Codificación del CSV',
  line: 'Línea',
  problem: 'Observación',
  from: 'Desde',
  to: 'Hasta',
  search: 'Buscar por N.º de operación',
  unmatched: 'Solo sin orden',
  importedBy: 'Importado por',
} as const;
export const STATEMENT_DECIMAL_LABELS: Record<StatementDecimal, string> = {
  comma: 'Coma (1.234,50)',
  point: 'Punto (1,234.50)',
};
export const STATEMENT_DATE_FORMAT_LABELS: Record<StatementDateFormat, string> = {
  'DD/MM/YYYY': 'DD/MM/AAAA',
  'DD/MM/YY': 'DD/MM/AA',
  'DD-MM-YYYY': 'DD-MM-AAAA',
  'YYYY-MM-DD': 'AAAA-MM-DD',
  'MM/DD/YYYY': 'MM/DD/AAAA',
};
export const STATEMENT_ENCODING_LABELS: Record<StatementEncoding, string> = {
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252 (Latin-1, Excel antiguo)',
};
export const STATEMENT_MOVEMENTS = 'Movimientos';
export const STATEMENT_NO_MOVEMENTS = 'Aún no hay movimientos de esta cuenta.';
export const STATEMENT_LINE_OK = 'Correcta';

export const statementPreviewSummary = (read: number, errors: number, already: number) =>
  `${read} ${read === 1 ? 'línea leída' : 'líneas leídas'}, ${errors} con observaciones, ${already} ya ${already === 1 ? 'estaba' : 'estaban'} registradas.`;
export const statementPreviewCut = (shown: number, total: number) =>
  `Se muestran las primeras ${shown} de ${total} líneas.`;
/** The import's answer and toast. */
export const statementImported = (added: number, already: number) =>
  `Se agregaron ${added} ${added === 1 ? 'movimiento' : 'movimientos'} (${already} ya estaban)`;

// Refusals: each names what to fix; nothing is kept.
export const STATEMENT_FILE_REQUIRED = 'Adjunte el archivo del extracto (CSV o XLSX)';
export const statementFileTooBig = (mb: number) =>
  `El extracto supera el tamaño permitido (${mb} MB): divídalo por meses.`;
export const STATEMENT_UNREADABLE = 'No se pudo leer el extracto: suba el CSV o XLSX tal como lo exporta el banco.';
export const STATEMENT_EMPTY = 'El extracto no tiene movimientos debajo de los encabezados.';
export const statementTooManyLines = (max: number) =>
  `El extracto tiene más de ${max} movimientos: divídalo por meses.`;
export const STATEMENT_WRONG_ENCODING =
  'El archivo no está en UTF-8. Si el banco lo exporta en Latin-1 (Excel antiguo), elija la codificación «Windows-1252» en las columnas del extracto.';
export const statementFormulaCell = (cell: string) =>
  `La celda ${cell} contiene una fórmula (empieza con =, +, - o @): el extracto no se acepta. Expórtelo otra vez desde el banco, sin editarlo.`;
export const statementMissingColumn = (label: string, column: string) =>
  `La columna «${column}» elegida para ${label} no está en el extracto.`;
export const STATEMENT_MAPPING_REQUIRED = 'Elija las columnas del extracto antes de importarlo.';
export const STATEMENT_COLUMN_REQUIRED = 'Elija la columna';
export const STATEMENT_COLUMN_INVALID = 'Escriba el nombre del encabezado o el número de la columna (1 a 100)';
export const statementHeaderRowInvalid = (max: number) => `La fila de los encabezados debe ser un número de 1 a ${max}`;
export const statementBadDate = (value: string, format: string) =>
  `La fecha «${value}» no es válida con el formato ${format}`;
export const STATEMENT_DATE_MISSING = 'Falta la fecha';
export const statementBadAmount = (value: string) => `El monto «${value}» no es un número válido`;
export const STATEMENT_AMOUNT_MISSING = 'Falta el monto';
export const statementBadBalance = (value: string) => `El saldo «${value}» no es un número válido`;
export const statementLineError = (line: number, problem: string) =>
  `Línea ${line}: ${problem}. Corríjala o elija otras columnas; no se importó nada.`;
