import { formatSoles, M, type MaterialOutput, PAGE_SIZES } from '@edu/shared';
import Link from '@mui/material/Link';
import {
  type Column,
  CrudDeleteConfirm,
  DataTable,
  EditDeleteActions,
  fixedPaging,
  useCrudDialog,
  useTableState,
} from '../../../components/data-table';
import { ErrorPanel } from '../../../components/error-panel';
import { useDeleteRepositoryMaterial } from '../api/delete-material';
import { useMaterialsByEntity } from '../api/get-material-by-entity';
import { RepositoryMaterialDialog } from './repository-material-dialog';

/** 'Gratis' for a private material or a zero price (02 §4); else the price in soles. */
const priceOf = (row: MaterialOutput) =>
  row.state === 'private' || Number(row.price) === 0 ? M.FREE : formatSoles(row.price);

const COLUMNS: readonly Column<MaterialOutput>[] = [
  {
    key: 'title',
    header: M.COL_TITLE,
    // a file opens through its signed link, a link through its address
    render: (row) => (
      <Link href={row.url} target="_blank" rel="noopener noreferrer" underline="hover">
        {row.title}
      </Link>
    ),
  },
  { key: 'entity', header: M.COL_ENTITY, render: (row) => row.entity.entity_name, hideBelow: 'lg' },
  { key: 'category', header: M.COL_CATEGORY, render: (row) => row.category?.name ?? '', hideBelow: 'md' },
  {
    key: 'date',
    header: M.COL_CREATED_AT,
    render: (row) => new Date(row.date).toLocaleDateString('es-PE'),
    hideBelow: 'md',
  },
  { key: 'price', header: M.PRICE_LABEL, render: priceOf },
  {
    key: 'created_by',
    header: M.COL_CREATED_BY,
    render: (row) => (row.created_by ? `${row.created_by.name} ${row.created_by.lastname}` : ''),
    hideBelow: 'lg',
  },
];

/** The entity's repository (02 §2.6): 15 a page, newest first, searched by title, with upload, edit and delete. */
export function RepositoryTable() {
  const table = useTableState(PAGE_SIZES.repository);
  const list = useMaterialsByEntity(table.pageInput.page, table.query);
  const remove = useDeleteRepositoryMaterial();
  const crud = useCrudDialog<MaterialOutput>();

  if (list.isError) return <ErrorPanel onReload={() => list.refetch()} />;
  return (
    <>
      <DataTable
        search={{ value: table.search, onChange: table.setSearch }}
        onRefresh={() => list.refetch()}
        onAdd={crud.add}
        columns={COLUMNS}
        rows={list.data?.materials}
        rowKey={(row) => row._id}
        {...fixedPaging(table, PAGE_SIZES.repository, list.data?.pagination.total)}
        isLoading={list.isFetching}
        rowActions={(row) => (
          <EditDeleteActions
            name={row.title}
            editLabel={M.UPDATE_MATERIAL}
            deleteLabel={M.DELETE_MATERIAL}
            onEdit={() => crud.edit(row)}
            onDelete={() => crud.remove(row)}
          />
        )}
      />
      {crud.dialog?.kind === 'add' && <RepositoryMaterialDialog onClose={crud.close} />}
      {crud.dialog?.kind === 'edit' && <RepositoryMaterialDialog row={crud.dialog.row} onClose={crud.close} />}
      <CrudDeleteConfirm
        crud={crud}
        text={M.DELETE_MATERIAL_CONFIRM}
        isPending={remove.isPending}
        onDelete={(row) => remove.mutateAsync(row._id)}
      />
    </>
  );
}
