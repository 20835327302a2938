import { type EntityOutput, M } from '@edu/shared';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

export type EntityAction = 'permissions' | 'assignAdmin' | 'delete' | 'edit';

const ACTIONS: readonly [EntityAction, string][] = [
  ['permissions', M.MANAGE_PERMISSIONS],
  ['assignAdmin', M.ASSIGN_ADMIN],
  ['delete', M.DELETE],
  ['edit', M.EDIT],
];

/** One organisation (01 §2): portrait as the background, logo, name, description and the card menu. */
export function EntityCard({ entity, onAction }: { entity: EntityOutput; onAction: (action: EntityAction) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { logo, portrait, colors } = entity.customize;
  return (
    <Card component="article" aria-label={entity.entity_name} variant="outlined" sx={{ height: '100%' }}>
      {/* the portrait beside the card's button, not around it: an image's content is not announced (nested-interactive) */}
      <Box sx={{ position: 'relative', height: 120 }}>
        <Box
          role="img"
          aria-label={M.PORTRAIT_LABEL}
          sx={{
            position: 'absolute',
            inset: 0,
            bgcolor: colors.bg_sidebar,
            backgroundImage: portrait ? `url("${portrait}")` : undefined,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        />
        <IconButton
          aria-label={M.ENTITY_OPTIONS}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'grey.100' },
          }}
          size="small"
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
        <Avatar
          src={logo ?? undefined}
          alt={M.LOGO_LABEL}
          variant="rounded"
          slotProps={{ img: { style: { objectFit: 'contain' } } }}
          sx={{
            position: 'absolute',
            left: 16,
            bottom: -28,
            width: 56,
            height: 56,
            bgcolor: 'background.paper',
            border: 2,
            borderColor: 'background.paper',
            boxShadow: 1,
            color: 'text.secondary',
          }}
        >
          {entity.entity_name.slice(0, 1).toUpperCase()}
        </Avatar>
      </Box>
      <CardContent sx={{ pt: 5 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          {entity.entity_name}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {entity.description}
        </Typography>
      </CardContent>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {ACTIONS.map(([action, label]) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </Card>
  );
}
