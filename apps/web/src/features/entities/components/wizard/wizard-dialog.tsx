import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface WizardDialogProps {
  open: boolean;
  title: string;
  steps: readonly string[];
  /** index into `steps`; null while the side page 'Agregar admin' is shown */
  activeStep: number | null;
  sideTitle?: string;
  /** while saving the dialog cannot be dismissed */
  busy?: boolean;
  onClose: () => void;
  /** none while a side step shows its own buttons */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of the entity wizards: title, numbered steps (or the side step's title), body and buttons. */
export function WizardDialog(props: WizardDialogProps) {
  const { open, title, steps, activeStep, sideTitle, busy = false, onClose, actions, children } = props;
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ mb: 3 }}>
          {activeStep === null ? (
            <Typography variant="h6" component="h2">
              {sideTitle}
            </Typography>
          ) : (
            <Stepper activeStep={activeStep} alternativeLabel>
              {steps.map((label) => (
                <Step key={label}>
                  <StepLabel>{label}</StepLabel>
                </Step>
              ))}
            </Stepper>
          )}
        </Box>
        {children}
      </DialogContent>
      {actions && <DialogActions sx={{ px: 3, py: 2 }}>{actions}</DialogActions>}
    </Dialog>
  );
}
