import { M, type StudentOutput } from '@edu/shared';
import Avatar from '@mui/material/Avatar';
import type { Column } from '../../../components/data-table';

/** What both students tables show of a person (02 §3 'Student row'). */
export type StudentPerson = Pick<
  StudentOutput,
  '_id' | 'name' | 'lastname' | 'email' | 'photo' | 'phone' | 'dni' | 'address'
>;

export const fullNameOf = (person: Pick<StudentOutput, 'name' | 'lastname'>) => `${person.name} ${person.lastname}`;

export const STUDENT_COLUMNS: readonly Column<StudentPerson>[] = [
  {
    key: 'photo',
    header: M.PHOTO_LABEL,
    width: 64,
    render: (person) => (
      <Avatar src={person.photo ?? undefined} alt={fullNameOf(person)} sx={{ width: 36, height: 36 }}>
        {person.name.charAt(0).toUpperCase()}
      </Avatar>
    ),
  },
  { key: 'name', header: M.NAME_LABEL },
  { key: 'lastname', header: M.LASTNAME_LABEL },
  { key: 'email', header: M.COL_EMAIL },
  { key: 'phone', header: M.COL_PHONE, hideBelow: 'md' },
  { key: 'dni', header: M.COL_DNI, hideBelow: 'md' },
  { key: 'address', header: M.ADDRESS_LABEL, hideBelow: 'lg' },
];
