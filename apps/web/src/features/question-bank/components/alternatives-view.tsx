import { M } from '@edu/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

interface AlternativesViewProps {
  alternatives: readonly { value: string; correct: boolean }[];
  /** names the list for screen readers and tests */
  label?: string;
}

/** The alternatives of a question, read-only, the correct ones marked with a check and the word 'Correcta'. */
export function AlternativesView({ alternatives, label = M.ALTERNATIVES_LABEL }: AlternativesViewProps) {
  return (
    <List dense disablePadding aria-label={label}>
      {alternatives.map((alternative, i) => (
        // alternatives have no id of their own in a preview; their order is stable
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <ListItem key={i} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            {alternative.correct ? (
              <CheckCircleIcon fontSize="small" color="success" />
            ) : (
              <RadioButtonUncheckedIcon fontSize="small" color="disabled" />
            )}
          </ListItemIcon>
          <ListItemText
            primary={alternative.value}
            secondary={alternative.correct ? M.CORRECT_LABEL : undefined}
            slotProps={{ secondary: { color: 'success.main' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
