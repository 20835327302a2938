import { type EntityOutput, M } from '@edu/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLogoColors } from '../../api/logo-colors';
import { useUpdateAppearance } from '../../api/update-appearance';
import { ColorSwatch, readableTextOn } from './color-swatch';

/** 'Tema': one of up to 4 colours of the entity's logo becomes the sidebar's and the buttons' colour. */
export function ThemeSettings({ entity }: { entity: EntityOutput }) {
  const current = entity.customize.colors.bg_sidebar.toLowerCase();
  const [chosen, setChosen] = useState<string | null>(null);
  const colors = useLogoColors(entity.customize.logo);
  const update = useUpdateAppearance();
  const selected = chosen ?? current;

  if (!entity.customize.logo) return <Alert severity="info">{M.THEME_NO_LOGO}</Alert>;

  const save = () =>
    update.mutate(
      { entity_id: entity._id, bg_sidebar: selected, bg_buttons: selected, font_color: readableTextOn(selected) },
      { onSuccess: () => setChosen(null) },
    );

  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 560 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box
          component="img"
          src={entity.customize.logo}
          alt={M.LOGO_LABEL}
          sx={{ height: 64, maxWidth: 160, objectFit: 'contain' }}
        />
        <Box>
          <Typography variant="subtitle1" component="h3">
            {M.THEME_FROM_LOGO}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {M.THEME_HELP}
          </Typography>
        </Box>
      </Box>
      {colors.isPending && <CircularProgress size={24} aria-label={M.LOADING} />}
      {colors.isError && <Alert severity="warning">{M.THEME_LOGO_UNREADABLE}</Alert>}
      {colors.data && (
        <Box role="radiogroup" aria-label={M.THEME_FROM_LOGO} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          {colors.data.map((hex) => (
            <ColorSwatch key={hex} hex={hex} isSelected={hex === selected} onSelect={() => setChosen(hex)} />
          ))}
        </Box>
      )}
      <Box
        aria-label={M.THEME_PREVIEW}
        data-testid="theme-preview"
        sx={{ p: 1.5, borderRadius: 1, bgcolor: selected, color: readableTextOn(selected), width: 200 }}
      >
        {entity.entity_name}
      </Box>
      <Box>
        <Button variant="contained" onClick={save} disabled={!chosen || chosen === current || update.isPending}>
          {M.SAVE}
        </Button>
      </Box>
    </Box>
  );
}
