import { M, type MaterialOutput } from '@edu/shared';
import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import MovieIcon from '@mui/icons-material/Movie';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '../../../components/page-spinner';
import { useMaterialsByCourse } from '../api/get-materials-by-course';

const ICONS: Record<MaterialOutput['type'], [typeof SvgIcon, string]> = {
  doc: [DescriptionIcon, '#2B579A'],
  ppt: [SlideshowIcon, '#D24726'],
  pdf: [PictureAsPdfIcon, '#D32F2F'],
  mp4: [MovieIcon, '#6A1B9A'],
  url: [LinkIcon, '#0277BD'],
  image: [ImageIcon, '#2E7D32'],
};

function MaterialIcon({ type }: { type: MaterialOutput['type'] }) {
  const [Icon, color] = ICONS[type];
  return <Icon sx={{ color }} titleAccess={M.MATERIAL_TYPE_LABELS[type]} />;
}

/** A module's class materials (02 §2.3): a type icon each; choosing one opens the file or the link in a new tab. */
export function MaterialList({ courseId }: { courseId: string }) {
  const materials = useMaterialsByCourse(courseId);
  const list = materials.data?.materials ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="materials-title" sx={{ p: 2 }}>
      <Typography id="materials-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {M.MATERIALS_TITLE}
      </Typography>
      {materials.isPending && <PageSpinner />}
      {materials.isSuccess && list.length === 0 && <Typography color="text.secondary">{M.NO_MATERIALS}</Typography>}
      <List dense disablePadding>
        {list.map((material) => (
          <ListItem key={material._id} disablePadding>
            <ListItemButton component="a" href={material.url} target="_blank" rel="noopener noreferrer">
              <ListItemIcon sx={{ minWidth: 40 }}>
                <MaterialIcon type={material.type} />
              </ListItemIcon>
              <ListItemText
                primary={material.title}
                secondary={[material.description, material.name_file].filter(Boolean).join(' · ')}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
