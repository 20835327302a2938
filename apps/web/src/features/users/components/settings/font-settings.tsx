import { type EntityOutput, FONTS, M } from '@edu/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { loadFont } from '../../../../lib/fonts/load-font';
import { useUpdateAppearance } from '../../api/update-appearance';

type Font = (typeof FONTS)[number];

/** 'Fuentes': Rubik or Roboto (02 §9), each label written in its own typeface. */
export function FontSettings({ entity }: { entity: EntityOutput }) {
  const [font, setFont] = useState<Font>(entity.customize.font);
  const update = useUpdateAppearance();
  // each label is shown in its own face
  useEffect(() => FONTS.forEach(loadFont), []);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <Typography variant="body2" color="text.secondary">
        {M.FONTS_HELP}
      </Typography>
      <RadioGroup aria-label={M.SETTINGS_FONTS} value={font} onChange={(_, v) => setFont(v as Font)}>
        {FONTS.map((f) => (
          <FormControlLabel
            key={f}
            value={f}
            control={<Radio />}
            label={
              <Box sx={{ fontFamily: `"${f}", sans-serif` }}>
                <Typography sx={{ fontFamily: 'inherit', fontWeight: 500 }}>{f}</Typography>
                <Typography variant="body2" sx={{ fontFamily: 'inherit' }} color="text.secondary">
                  {M.FONT_SAMPLE}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
      <Box>
        <Button
          variant="contained"
          disabled={font === entity.customize.font || update.isPending}
          onClick={() => update.mutate({ entity_id: entity._id, font })}
        >
          {M.SAVE}
        </Button>
      </Box>
    </Box>
  );
}
