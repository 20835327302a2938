/** The statement's HTML as the editor writes it (paragraphs, lists, bold, italic), shown and edited alike. */
export const statementSx = {
  typography: 'body1',
  overflowWrap: 'anywhere',
  '& p': { my: 0.5 },
  '& ul, & ol': { pl: 3, my: 0.5 },
  '& img': { maxWidth: '100%' },
} as const;
