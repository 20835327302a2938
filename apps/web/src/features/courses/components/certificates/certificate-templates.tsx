import { type CertificateOutput, type CourseOutput, M } from '@edu/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { ErrorPanel } from '../../../../components/error-panel';
import { PageSpinner } from '../../../../components/page-spinner';
import { useCertificateTemplates } from '../../api/get-certificates-templates';
import { CertificateDialog } from './certificate-dialog';
import { CardGrid } from '../../../../components/card-grid';

/** 'Certificados' (02 §2.5): the templates a programme may use; choosing one opens the form for its images. */
export function CertificateTemplates({ programme }: { programme: CourseOutput }) {
  const templates = useCertificateTemplates(programme._id);
  const [chosenId, setChosenId] = useState<string | null>(null);
  // the dialog reads the template from the list, so that after a save it sees the stored images
  const chosen = templates.data?.certificates.find((t) => t._id === chosenId);

  if (templates.isPending) return <PageSpinner />;
  if (templates.isError) return <ErrorPanel onReload={() => templates.refetch()} />;
  return (
    <>
      <CardGrid>
        {templates.data.certificates.map((template) => (
          <li key={template._id}>
            <TemplateCard template={template} onChoose={() => setChosenId(template._id)} />
          </li>
        ))}
      </CardGrid>
      {chosen && <CertificateDialog courseId={programme._id} template={chosen} onClose={() => setChosenId(null)} />}
    </>
  );
}

function TemplateCard({ template, onChoose }: { template: CertificateOutput; onChoose: () => void }) {
  return (
    <Card
      component="article"
      aria-label={template.name}
      variant="outlined"
      sx={{ borderColor: template.selected ? 'primary.main' : undefined, borderWidth: template.selected ? 2 : 1 }}
    >
      {/* the name comes from what the card shows, the action first for screen readers (WCAG 2.5.3: no aria-label
          that could differ from the visible text) */}
      <CardActionArea onClick={onChoose}>
        <Box component="span" sx={visuallyHidden}>
          {`${M.CERTIFICATE_CHOOSE}: `}
        </Box>
        <CardMedia component="img" image={template.preview} alt={template.name} sx={{ aspectRatio: '320 / 226' }} />
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
            {template.name}
          </Typography>
          {template.selected && (
            <Chip size="small" color="primary" icon={<CheckCircleIcon />} label={M.CERTIFICATE_SELECTED} />
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
