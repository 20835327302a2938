import { M } from '@edu/shared';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useAdminEntity } from '../../api/get-admin-entity';
import type { PickedAdmin } from './entity-form';

const labelOf = (admin: PickedAdmin) => `${admin.name} ${admin.lastname} (${admin.email})`;

interface AdminPickerProps {
  value: PickedAdmin | null;
  onChange: (admin: PickedAdmin | null) => void;
  onAddAdmin: () => void;
}

/** The main administrator: one of the account-level admins (getAdminEntity), or 'Agregar admin' for a new one. */
export function AdminPicker({ value, onChange, onAddAdmin }: AdminPickerProps) {
  const admins = useAdminEntity();
  // the one just created may not be in the refetched list yet
  const options = admins.data?.users ?? [];
  const withValue = value && !options.some((a) => a._id === value._id) ? [value, ...options] : options;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
      <Autocomplete
        sx={{ flex: '1 1 320px' }}
        options={withValue}
        value={value}
        loading={admins.isPending}
        loadingText={M.LOADING}
        noOptionsText={M.TABLE_EMPTY}
        getOptionLabel={labelOf}
        isOptionEqualToValue={(a, b) => a._id === b._id}
        onChange={(_event, admin) => onChange(admin)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={M.STEP_MAIN_ADMIN}
            error={admins.isError}
            helperText={admins.isError ? M.ERROR_OCCURRED : value?.draft ? M.NEW_ADMIN_ON_FINISH : undefined}
          />
        )}
      />
      <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={onAddAdmin} sx={{ mt: 1 }}>
        {M.ADD_ADMIN}
      </Button>
    </Box>
  );
}
