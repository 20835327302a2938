import { entityTypeLabel, M } from '@edu/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import type { EntityFormInput, PickedAdmin } from './entity-form';
import type { ImageValues } from './entity-config-step';

/** A picked file as an object URL (revoked when it changes), or the stored image's URL. */
function useImageUrl(value: File | string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(value instanceof File)) {
      setUrl(value);
      return;
    }
    const objectUrl = URL.createObjectURL(value);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [value]);
  return url;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children || M.NO_VALUE}
      </Box>
    </>
  );
}

function Swatch({ color }: { color: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        sx={{ width: 20, height: 20, borderRadius: 0.5, bgcolor: color, border: 1, borderColor: 'divider' }}
      />
      {color}
    </Box>
  );
}

function Image({ value, alt }: { value: File | string | null; alt: string }) {
  const url = useImageUrl(value);
  if (!url) return null;
  return <Box component="img" src={url} alt={alt} sx={{ maxHeight: 80, maxWidth: '100%', objectFit: 'contain' }} />;
}

interface EntitySummaryProps {
  values: EntityFormInput;
  images: ImageValues;
  /** undefined: the wizard has no admin step to show */
  admin?: PickedAdmin | null;
}

/** The read-only confirmation of the wizards (the last page of either). */
export function EntitySummary({ values, images, admin }: EntitySummaryProps) {
  return (
    <Box
      component="dl"
      aria-label={M.STEP_SUMMARY}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, columnGap: 3, rowGap: 1.5, m: 0 }}
    >
      <Row label={M.ENTITY_NAME_LABEL}>{values.entity_name}</Row>
      <Row label={M.ENTITY_TYPE_LABEL}>{entityTypeLabel(values.entity_type ?? 'b2b')}</Row>
      <Row label={M.ENTITY_DOMAIN_LABEL}>{values.domain}</Row>
      <Row label={M.DESCRIPTION_LABEL}>{values.description}</Row>
      <Row label={M.LOGO_LABEL}>{images.logo && <Image value={images.logo} alt={M.LOGO_LABEL} />}</Row>
      <Row label={M.PORTRAIT_LABEL}>{images.portrait && <Image value={images.portrait} alt={M.PORTRAIT_LABEL} />}</Row>
      <Row label={M.COLOR_SIDEBAR_LABEL}>{values.bg_sidebar && <Swatch color={values.bg_sidebar} />}</Row>
      <Row label={M.COLOR_BUTTONS_LABEL}>{values.bg_buttons && <Swatch color={values.bg_buttons} />}</Row>
      <Row label={M.COLOR_FONT_LABEL}>{values.font_color && <Swatch color={values.font_color} />}</Row>
      {admin !== undefined && (
        <Row label={M.STEP_MAIN_ADMIN}>
          {admin && `${admin.name} ${admin.lastname} (${admin.email})${admin.draft ? ` — ${M.NEW_ADMIN_ON_FINISH}` : ''}`}
        </Row>
      )}
    </Box>
  );
}
