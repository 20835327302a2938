import { M } from '@edu/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { StudentLookup } from '../lookup/student-lookup';

/** '+ Agregar' of 'Alumnos': the student search modal (02 §2.11); it closes once the person is in the entity. */
export function AddStudentDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="add-student-title">
      <DialogTitle id="add-student-title">{M.ADD_STUDENT_TITLE}</DialogTitle>
      <DialogContent dividers>
        <StudentLookup onAdded={onClose} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{M.CANCEL}</Button>
      </DialogActions>
    </Dialog>
  );
}
