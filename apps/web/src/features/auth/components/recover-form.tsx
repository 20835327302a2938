import { M } from '@edu/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { TextInput } from '../../../components/text-input';
import { paths } from '../../../config/paths';

interface RecoverFormProps {
  onSubmit: (email: string) => void;
  isSending: boolean;
}

/** 01 §2 recovery request: one required e-mail input (the browser checks it), ENVIAR, the info text. */
export function RecoverForm({ onSubmit, isSending }: RecoverFormProps) {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email);
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      <TextInput
        label={M.EMAIL_LABEL}
        type="email"
        name="email"
        required
        autoFocus
        autoComplete="email"
        placeholder={M.RECOVER_EMAIL_PLACEHOLDER}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        shrinkLabel
      />
      <Typography variant="body2" color="text.secondary">
        {M.RECOVER_INFO}
      </Typography>
      <Button type="submit" variant="contained" size="large" disabled={isSending}>
        {isSending ? M.SENDING_BUTTON : M.SEND_BUTTON}
      </Button>
      <Link component={RouterLink} to={paths.login} variant="body2" sx={{ justifySelf: 'center' }}>
        {M.BACK_TO_LOGIN}
      </Link>
    </Box>
  );
}
