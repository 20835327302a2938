import { M } from '@edu/shared';
import SendIcon from '@mui/icons-material/Send';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';

interface ChatMessage {
  id: number;
  text: string;
  isMine: boolean;
}

const CANNED: ChatMessage[] = M.CHAT_CANNED.map((text, id) => ({ id, text, isMine: false }));

/** The mock chat of 01 §2: canned messages, not connected to any service; a blank message after trimming is ignored. */
export function ChatPanel({ person }: { person: { name: string; lastname: string; photo: string | null } }) {
  const [messages, setMessages] = useState<ChatMessage[]>(CANNED);
  const [draft, setDraft] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setMessages((list) => [...list, { id: list.length, text, isMine: true }]);
    setDraft('');
  };
  const name = `${person.name} ${person.lastname}`;
  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 420 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Avatar src={person.photo ?? undefined} alt={name} />
        <Typography component="h2" variant="subtitle1">
          {name}
        </Typography>
      </Box>
      <Box
        component="ul"
        aria-label={name}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 1.5,
          flex: 1,
          overflowY: 'auto',
          display: 'grid',
          gap: 1,
          alignContent: 'start',
        }}
      >
        {messages.map((m) => (
          <Box
            component="li"
            key={m.id}
            data-mine={m.isMine}
            sx={{
              justifySelf: m.isMine ? 'end' : 'start',
              maxWidth: '80%',
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: m.isMine ? 'primary.main' : 'action.hover',
              color: m.isMine ? 'primary.contrastText' : 'text.primary',
            }}
          >
            {m.text}
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ px: 1.5 }}>
        {M.CHAT_NOTICE}
      </Typography>
      <Box component="form" onSubmit={send} sx={{ display: 'flex', gap: 1, p: 1.5 }}>
        <TextField
          size="small"
          fullWidth
          label={M.CHAT_MESSAGE_LABEL}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <IconButton type="submit" aria-label={M.CHAT_SEND} color="primary">
          <SendIcon />
        </IconButton>
      </Box>
    </Paper>
  );
}
