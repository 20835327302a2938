import { formatDayMonthYear, M, type ScheduledOutput } from '@edu/shared';
import ImageIcon from '@mui/icons-material/Image';
import Avatar from '@mui/material/Avatar';
import { type Column, descriptionColumn, OneLine } from '../../../components/data-table';

const date = (value: string) => <OneLine>{value ? formatDayMonthYear(value) : ''}</OneLine>;

/** The columns of 'Lista de Cursos Programados' (02 §2.13). */
export const SCHEDULED_COLUMNS: readonly Column<ScheduledOutput>[] = [
  {
    key: 'coverpage',
    header: M.COL_IMAGE,
    width: 64,
    // a cover that fails to load falls back to the placeholder icon
    render: (row) => (
      <Avatar src={row.coverpage ?? undefined} alt={row.name} sx={{ width: 30, height: 30 }}>
        <ImageIcon fontSize="small" />
      </Avatar>
    ),
  },
  { key: 'name', header: M.COL_TITLE },
  { key: 'category', header: M.COL_CATEGORY, render: (row) => row.category?.name ?? row.course.category?.name ?? '' },
  descriptionColumn(240),
  { key: 'campus', header: M.COL_CAMPUS, render: (row) => row.campus?.name ?? '' },
  { key: 'start_date', header: M.COL_START, render: (row) => date(row.start_date) },
  { key: 'end_date', header: M.COL_END, render: (row) => date(row.end_date) },
];
