import { M, type ScheduledOutput } from '@edu/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type FormEvent, useState } from 'react';
import { type EnrolmentMode as Mode, useAssignUserToScheduled } from '../../api/assign-user-to-scheduled';
import { useModuleSchedules } from '../../../../lib/queries/scheduleds';
import type { Person } from '../lookup/person';

interface EnrolmentFormProps {
  scheduled: ScheduledOutput;
  person: Person;
  onDone: () => void;
}

/**
 * The enrolment modes of 02 §4: total (the programme and all its module schedules) or part (the chosen module
 * schedules plus the main one).
 */
export function EnrolmentForm({ scheduled, person, onDone }: EnrolmentFormProps) {
  const modules = useModuleSchedules(scheduled._id);
  const enrol = useAssignUserToScheduled();
  const [mode, setMode] = useState<Mode>('total');
  const [chosen, setChosen] = useState<string[]>([]);
  const [isMissing, setMissing] = useState(false);
  const schedules = modules.data?.scheduleds ?? [];
  const toggle = (id: string, checked: boolean) => {
    setMissing(false);
    setChosen((list) => (checked ? [...list, id] : list.filter((item) => item !== id)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'part' && chosen.length === 0) return setMissing(true);
    const picked = mode === 'total' ? schedules.map((row) => row._id) : chosen;
    enrol.mutate({ userId: person._id, scheduleds: [scheduled._id, ...picked], mode }, { onSuccess: onDone });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={M.ENROL_MODE_LABEL} sx={{ display: 'grid', gap: 2 }}>
      <FormControl>
        <FormLabel id="enrol-mode">{M.ENROL_MODE_LABEL}</FormLabel>
        <RadioGroup aria-labelledby="enrol-mode" value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
          <FormControlLabel value="total" control={<Radio />} label={M.ENROL_MODE_TOTAL} />
          <FormControlLabel value="part" control={<Radio />} label={M.ENROL_MODE_PART} />
        </RadioGroup>
      </FormControl>
      {mode === 'part' && (
        <FormControl component="fieldset" error={isMissing}>
          <FormLabel component="legend">{M.ENROL_MODULES_LABEL}</FormLabel>
          {modules.isPending && <LinearProgress aria-label={M.LOADING} />}
          {modules.isSuccess && schedules.length === 0 && <Alert severity="info">{M.NO_MODULE_SCHEDULES}</Alert>}
          <FormGroup>
            {schedules.map((row) => (
              <FormControlLabel
                key={row._id}
                label={row.course.name}
                control={
                  <Checkbox
                    checked={chosen.includes(row._id)}
                    onChange={(event) => toggle(row._id, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
          {isMissing && <FormHelperText>{M.ENROL_MODULES_REQUIRED}</FormHelperText>}
        </FormControl>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={enrol.isPending || modules.isPending}>
          {M.ENROL}
        </Button>
      </Box>
    </Box>
  );
}
