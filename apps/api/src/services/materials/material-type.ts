// The type of a class material is read from its bytes by the storage (storage/material-type.ts).
export { materialTypeOf } from '../../storage/material-type.js';
