import { M, moduleDateBounds, type ScheduledOutput } from '@edu/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { useModulesOf } from '../../../lib/queries/programmes';
import { useModuleSchedules } from '../../../lib/queries/scheduleds';
import { moduleRowsOf, slotsOf } from './module-rows';
import { ModuleScheduleDetail } from './module-schedule-detail';
import { ModuleScheduleDialog } from './module-schedule-dialog';
import { ModuleScheduleList } from './module-schedule-list';

/** 'Módulos del curso' beside the selected module (02 §2.14); the selection survives a reload in ?module=. */
export function ScheduledModules({ main }: { main: ScheduledOutput }) {
  const [params, setParams] = useSearchParams();
  const [isDialogOpen, setDialogOpen] = useState(false);
  const modules = useModulesOf(main.course._id);
  const schedules = useModuleSchedules(main._id);
  const rows = moduleRowsOf(modules.data?.courses ?? [], schedules.data?.scheduleds ?? []);
  const slots = slotsOf(rows);
  const selectedId = params.get('module');
  const index = rows.findIndex((row) => row.module._id === selectedId);
  const selected = index >= 0 ? rows[index] : undefined;
  const bounds = selected ? moduleDateBounds(main, slots, index) : undefined;

  if (modules.isError || schedules.isError) {
    return <ErrorPanel onReload={() => Promise.all([modules.refetch(), schedules.refetch()])} />;
  }
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' } }}>
      <ModuleScheduleList
        rows={rows}
        isLoading={modules.isPending || schedules.isPending}
        selectedId={selectedId}
        onSelect={(moduleId) => setParams({ module: moduleId }, { replace: true })}
      />
      {selected && bounds ? (
        <ModuleScheduleDetail
          key={selected.module._id}
          row={selected}
          bounds={bounds}
          onSchedule={() => setDialogOpen(true)}
        />
      ) : (
        <Paper variant="outlined" sx={{ display: 'grid', placeItems: 'center', minHeight: 240, p: 4 }}>
          <Typography color="text.secondary">{M.SELECT_MODULE_SCHEDULE}</Typography>
        </Paper>
      )}
      {isDialogOpen && selected && bounds?.allowed && (
        <ModuleScheduleDialog
          main={main}
          row={selected}
          context={{ main, slots, index }}
          bounds={bounds}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </Box>
  );
}
