import { M, type StudentOutput } from '@edu/shared';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fullNameOf } from '../student-columns';

/** The personal data of the student detail (02 §2.11, §3 'Student row'). */
export function StudentData({ student }: { student: StudentOutput }) {
  const name = fullNameOf(student);
  const fields: [string, string | null][] = [
    [M.NAME_LABEL, student.name],
    [M.LASTNAME_LABEL, student.lastname],
    [M.COL_EMAIL, student.email],
    [M.COL_PHONE, student.phone],
    [M.COL_DNI, student.dni],
    [M.ADDRESS_LABEL, student.address],
  ];
  return (
    <Box component="section" aria-label={M.PERSONAL_DATA} sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Avatar src={student.photo ?? undefined} alt={name} sx={{ width: 88, height: 88, fontSize: 36 }}>
        {student.name.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Typography variant="h6" component="h2">
          {name}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
        >
          {fields.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value || M.NO_VALUE}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
