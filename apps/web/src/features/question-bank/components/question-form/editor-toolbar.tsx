import { M } from '@edu/shared';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import { type Editor, useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';

type Mark = 'bold' | 'italic' | 'bulletList' | 'orderedList';

const TOGGLES: readonly { mark: Mark; label: string; icon: ReactNode }[] = [
  { mark: 'bold', label: M.EDITOR_BOLD, icon: <FormatBoldIcon fontSize="small" /> },
  { mark: 'italic', label: M.EDITOR_ITALIC, icon: <FormatItalicIcon fontSize="small" /> },
  { mark: 'bulletList', label: M.EDITOR_BULLET_LIST, icon: <FormatListBulletedIcon fontSize="small" /> },
  { mark: 'orderedList', label: M.EDITOR_ORDERED_LIST, icon: <FormatListNumberedIcon fontSize="small" /> },
];

function toggle(editor: Editor, mark: Mark) {
  const chain = editor.chain().focus();
  if (mark === 'bold') chain.toggleBold().run();
  else if (mark === 'italic') chain.toggleItalic().run();
  else if (mark === 'bulletList') chain.toggleBulletList().run();
  else chain.toggleOrderedList().run();
}

/** Bold, italic, the two lists, undo and redo: the statement's only formats. */
export function EditorToolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  return (
    <Box
      role="toolbar"
      aria-label={M.EDITOR_TOOLBAR}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {TOGGLES.map(({ mark, label, icon }) => (
        <Tooltip key={mark} title={label}>
          <ToggleButton
            value={mark}
            size="small"
            aria-label={label}
            selected={state[mark]}
            disabled={disabled}
            onChange={() => toggle(editor, mark)}
            sx={{ border: 0 }}
          >
            {icon}
          </ToggleButton>
        </Tooltip>
      ))}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tooltip title={M.EDITOR_UNDO}>
        <span>
          <IconButton
            size="small"
            aria-label={M.EDITOR_UNDO}
            disabled={disabled || !state.canUndo}
            onClick={() => editor.chain().focus().undo().run()}
          >
            <UndoIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={M.EDITOR_REDO}>
        <span>
          <IconButton
            size="small"
            aria-label={M.EDITOR_REDO}
            disabled={disabled || !state.canRedo}
            onClick={() => editor.chain().focus().redo().run()}
          >
            <RedoIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
