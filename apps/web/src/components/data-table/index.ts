export { DataTable, type DataTableProps } from './data-table';
export { ALL_ROWS, type Column } from './types';
export { useTableState } from './use-table-state';
export { EditDeleteActions } from './edit-delete-actions';
export { CrudDeleteConfirm, type CrudDialog, fixedPaging, useCrudDialog } from './crud';
export { descriptionColumn, OneLine } from './cells';
export { RowAction } from './row-action';
