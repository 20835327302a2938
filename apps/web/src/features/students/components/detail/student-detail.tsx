import { M, type StudentOutput } from '@edu/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorPanel } from '../../../../components/error-panel';
import { PageSpinner } from '../../../../components/page-spinner';
import { useEnrolledStudent } from '../../api/get-users-by-scheduled';
import { CertificateTab } from './certificate-tab';
import { ProgramTab } from './program-tab';
import { StudentData } from './student-data';

type TabName = 'program' | 'certificate';

interface StudentDetailProps {
  scheduledId: string;
  userId: string;
  /** the row the table passed along, shown at once */
  known?: StudentOutput;
  /** the scheduled course's name, once known */
  courseName?: string;
  onBack: () => void;
}

/** The student detail (02 §2.11): back, personal data, tabs Programa and Certificado. */
export function StudentDetail({ scheduledId, userId, known, courseName, onBack }: StudentDetailProps) {
  const student = useEnrolledStudent(scheduledId, userId, known);
  const [tab, setTab] = useState<TabName>('program');
  const back = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
        {M.BACK_TO_STUDENTS}
      </Button>
      {courseName && (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {courseName}
        </Typography>
      )}
    </Box>
  );

  if (student.isPending) return <PageSpinner />;
  if (student.isError) return <ErrorPanel onReload={() => student.refetch()} />;
  if (!student.data) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {back}
        <Typography color="text.secondary">{M.STUDENT_NOT_ENROLLED}</Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      {back}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <StudentData student={student.data} />
      </Paper>
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_event, next: TabName) => setTab(next)} aria-label={M.STUDENT_TABS}>
          <Tab value="program" label={M.TAB_PROGRAM} id="student-tab-program" aria-controls="student-panel" />
          <Tab
            value="certificate"
            label={M.TAB_CERTIFICATE}
            id="student-tab-certificate"
            aria-controls="student-panel"
          />
        </Tabs>
        <Box role="tabpanel" id="student-panel" aria-labelledby={`student-tab-${tab}`} sx={{ p: 2 }}>
          {tab === 'program' ? (
            <ProgramTab scheduledId={scheduledId} userId={userId} />
          ) : (
            <CertificateTab scheduledId={scheduledId} student={student.data} />
          )}
        </Box>
      </Paper>
    </Box>
  );
}
