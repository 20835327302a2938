export { CrudFormDialog, type FormDialogSpec, type SaveCallbacks } from './crud-form-dialog';
export { CrudDialogs, CrudScreen, type CrudState, type FormOf, type RemoveSpec } from './crud-screen';
export { FieldOf, type FieldSpec, FormFields, namedOptions, type Option, optionsOf } from './fields';
export { RowMenu } from './row-menu';
