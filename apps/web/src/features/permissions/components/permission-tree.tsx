import { type Management, permissionLabel } from '@edu/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isOn, leavesOf, PERMISSION_NODES, type PermissionNode, withNode } from './permission-model';

interface TreeProps {
  value: Management;
  onChange: (next: Management) => void;
}

/** A group's box sets all of its children, and shows the indeterminate state when they differ (01 §2). */
function NodeCheckbox({ node, value, onChange }: TreeProps & { node: PermissionNode }) {
  const states = leavesOf(node).map((leaf) => isOn(value, leaf.path));
  const all = states.every(Boolean);
  const some = states.some(Boolean);
  const isGroup = node.children.length > 0;
  const { label, description } = permissionLabel(node.path);
  const descriptionId = `permission-${node.path.join('-')}-description`;
  return (
    <FormControlLabel
      // the Spanish name, and below it one line on what the key does (decision 0053)
      label={
        <>
          {label}
          <Typography
            id={descriptionId}
            component="span"
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', fontWeight: 400 }}
          >
            {description}
          </Typography>
        </>
      }
      sx={{
        alignItems: 'flex-start',
        py: 0.25,
        fontWeight: isGroup ? 600 : undefined,
        '& .MuiFormControlLabel-label': { fontWeight: 'inherit', pt: 0.75 },
      }}
      control={
        <Checkbox
          size="small"
          checked={all}
          indeterminate={some && !all}
          onChange={() => onChange(withNode(value, node, !all))}
          slotProps={{ input: { 'aria-label': label, 'aria-describedby': descriptionId } }}
        />
      }
    />
  );
}

function Branch({ node, value, onChange }: TreeProps & { node: PermissionNode }) {
  if (!node.children.length) return <NodeCheckbox node={node} value={value} onChange={onChange} />;
  return (
    <Box role="group" aria-label={permissionLabel(node.path).label} sx={{ display: 'grid' }}>
      <NodeCheckbox node={node} value={value} onChange={onChange} />
      <Box sx={{ display: 'grid', pl: 3.5, borderLeft: 1, borderColor: 'divider', ml: 1.25 }}>
        {node.children.map((child) => (
          <Branch key={child.key} node={child} value={value} onChange={onChange} />
        ))}
      </Box>
    </Box>
  );
}

/** The nested checkbox tree of every permission key of 01 §3. */
export function PermissionTree({ value, onChange }: TreeProps) {
  return (
    <Box sx={{ columnWidth: 260, columnGap: 2 }}>
      {PERMISSION_NODES.map((node) => (
        <Paper key={node.key} variant="outlined" sx={{ p: 2, mb: 2, breakInside: 'avoid' }}>
          <Branch node={node} value={value} onChange={onChange} />
        </Paper>
      ))}
    </Box>
  );
}
