import { M, type ScheduledOutput } from '@edu/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Person } from '../lookup/person';
import { StudentLookup } from '../lookup/student-lookup';
import { EnrolmentForm } from './enrolment-form';

/**
 * 'Inscribir alumno' in a scheduled course: the student search modal (02 §2.11) finds, adds or creates the person,
 * then the enrolment mode is chosen.
 */
export function EnrolDialog({ scheduled, onClose }: { scheduled: ScheduledOutput; onClose: () => void }) {
  const [added, setAdded] = useState<Person | null>(null);
  const enrolment = (person: Person) => <EnrolmentForm scheduled={scheduled} person={person} onDone={onClose} />;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="enrol-dialog-title">
      <DialogTitle id="enrol-dialog-title">{M.enrolStudentIn(scheduled.name)}</DialogTitle>
      <DialogContent dividers>
        {added ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography>{`${added.name} ${added.lastname} (${added.email})`}</Typography>
            {enrolment(added)}
          </Box>
        ) : (
          <StudentLookup onAdded={setAdded} memberSlot={enrolment} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{M.CANCEL}</Button>
      </DialogActions>
    </Dialog>
  );
}
