import { formatSoles, LIMITS, M } from '@edu/shared';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useWatch } from 'react-hook-form';
import { fieldProps } from '../../../../components/form-field';
import { TextInput } from '../../../../components/text-input';
import { type ProgrammeForm, subtotalOf } from './course-form';

const PRICES = [
  ['inscription', M.COL_INSCRIPTION_PRICE],
  ['course_price', M.COL_COURSE_PRICE],
  ['certificate', M.COL_CERTIFICATE_PRICE],
] as const;

/** The three prices (numeric, 5 characters), the read-only subtotal and the 'Gratis' switch (02 §4). */
export function PriceFields({ form }: { form: ProgrammeForm }) {
  const free = useWatch({ control: form.control, name: 'free' });
  const price = useWatch({ control: form.control, name: 'price' });

  const setFree = (isFree: boolean) => {
    form.setValue('free', isFree, { shouldDirty: true });
    if (!isFree) return;
    // free: every price is 0, so the fields are cleared and locked
    for (const [name] of PRICES) form.setValue(`price.${name}`, '', { shouldValidate: true });
  };

  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, 1fr)' }, alignItems: 'start' }}
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormControlLabel
          control={<Switch checked={Boolean(free)} onChange={(event) => setFree(event.target.checked)} />}
          label={M.FREE}
        />
      </Box>
      {PRICES.map(([name, label]) => (
        <TextInput
          key={name}
          label={label}
          disabled={Boolean(free)}
          startAdornment={<Box sx={{ mr: 0.5, color: 'text.secondary' }}>S/</Box>}
          inputProps={{ maxLength: LIMITS.priceChars, inputMode: 'decimal' }}
          {...fieldProps(form, `price.${name}`)}
        />
      ))}
      <TextInput
        label={M.SUBTOTAL_LABEL}
        value={formatSoles(free ? '0' : subtotalOf(price))}
        readOnly
        inputProps={{ 'aria-readonly': true, tabIndex: -1 }}
      />
    </Box>
  );
}
