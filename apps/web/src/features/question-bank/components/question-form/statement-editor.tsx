// The statement's rich-text editor (Tiptap). Loaded only with the question form: its code is a chunk of its own.
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { statementSx } from '../statement-style';
import { EditorToolbar } from './editor-toolbar';
import './statement-editor.css';

export interface StatementEditorProps {
  label: string;
  /** the HTML the editor starts from; later changes come from the editor itself */
  initialHtml: string;
  /** the statement as HTML, or '' when nothing is written */
  onChange: (html: string) => void;
  onBlur: () => void;
  error?: string;
  disabled?: boolean;
}

// only what the toolbar offers: any other format typed or pasted in is dropped by the editor's schema
const extensions = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    link: false,
    strike: false,
    underline: false,
  }),
];

export function StatementEditor({ label, initialHtml, onChange, onBlur, error, disabled }: StatementEditorProps) {
  const helperId = useId();
  const editor = useEditor({
    extensions,
    // Tiptap's base rules come as a file of ours (statement-editor.css): injected, they would be an inline <style>
    injectCSS: false,
    content: initialHtml,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': helperId } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur(),
  });
  return (
    <FormControl fullWidth required error={Boolean(error)}>
      <FormLabel sx={{ mb: 0.5, typography: 'body2' }}>{label}</FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main' },
          '& .ProseMirror': { ...statementSx, minHeight: 120, p: 1.5, outline: 'none' },
        }}
      >
        <EditorToolbar editor={editor} disabled={disabled} />
        <EditorContent editor={editor} />
      </Box>
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
