import { M } from '@edu/shared';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { PageSpinner } from '../../../components/page-spinner';
import { statusOf } from '../../../lib/api';
import { useCourseMaterials } from '../api/get-course-materials';

/**
 * 'Materiales' of a teacher's course (decision 0054): by module, in the programme's order; a file opens or downloads
 * through its signed link, a link opens the address.
 */
export function CourseMaterials({ scheduledId }: { scheduledId: string }) {
  const found = useCourseMaterials(scheduledId);
  if (found.isPending) return <PageSpinner />;
  if (found.isError) return <ErrorPanel code={errorCodeOf(statusOf(found.error))} onReload={() => found.refetch()} />;
  if (!found.data.modules.length) return <Typography color="text.secondary">{M.COURSE_MATERIALS_EMPTY}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {found.data.modules.map((module) => (
        <Box component="section" key={module._id} aria-labelledby={`module-${module._id}`}>
          <Typography id={`module-${module._id}`} variant="h6" component="h2">
            {module.name}
          </Typography>
          <List dense>
            {module.materials.map((material) => (
              <ListItem key={material._id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText primary={material.title} secondary={material.description} sx={{ flex: '1 1 16rem' }} />
                <Chip size="small" variant="outlined" label={M.MATERIAL_TYPE_LABELS[material.type]} />
                <Button
                  size="small"
                  startIcon={<OpenInNewIcon />}
                  href={material.url}
                  target="_blank"
                  rel="noopener"
                  aria-label={M.materialOpenLabel(material.title)}
                >
                  {M.MATERIAL_OPEN}
                </Button>
                {material.type !== 'url' && (
                  <Button
                    size="small"
                    startIcon={<DownloadIcon />}
                    href={material.url}
                    download={material.name_file ?? true}
                    aria-label={M.materialDownloadLabel(material.title)}
                  >
                    {M.MATERIAL_DOWNLOAD}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
}
