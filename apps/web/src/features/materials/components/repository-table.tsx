import { formatSoles, M, type MaterialOutput, PAGE_SIZES } from '@edu/shared';
import Link from '@mui/material/Link';
import { CrudScreen } from '../../../components/crud';
import { type Column, useTableState } from '../../../components/data-table';
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
  return (
    <CrudScreen
      table={table}
      pageSize={PAGE_SIZES.repository}
      list={list}
      rows={list.data?.materials}
      columns={COLUMNS}
      rowKey={(row) => row._id}
      rowName={(row) => row.title}
      editLabel={M.UPDATE_MATERIAL}
      deleteLabel={M.DELETE_MATERIAL}
      form={(row, onClose) => <RepositoryMaterialDialog row={row} onClose={onClose} />}
      remove={{
        confirm: M.DELETE_MATERIAL_CONFIRM,
        isPending: remove.isPending,
        run: (row) => remove.mutateAsync(row._id),
      }}
    />
  );
}
