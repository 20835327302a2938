// Texts of the bounds of a call's dates and numbers (docs/decisions/0049-bounded-inputs.md); messages.ts re-exports
// them. Each names its bound from constants.ts, so that the text and the rule cannot differ.
import { INPUT_BOUNDS } from './constants.js';

const { calendarYears, birthYearMin, pageMax } = INPUT_BOUNDS;

export const DATE_OUT_OF_RANGE = `La fecha debe estar entre los años ${calendarYears.min} y ${calendarYears.max}`;
export const BIRTHDATE_OUT_OF_RANGE = `La fecha de nacimiento debe estar entre el año ${birthYearMin} y hoy`;
export const PAGE_OUT_OF_RANGE = `La página debe ser un número entero de 1 a ${pageMax.toLocaleString('es-PE')}`;
export const pageSizeOutOfRange = (max: number) => `La cantidad por página debe ser un número entero de 1 a ${max}`;
export const SORT_DIRECTION_INVALID = 'El orden debe ser 1 (ascendente) o -1 (descendente)';
