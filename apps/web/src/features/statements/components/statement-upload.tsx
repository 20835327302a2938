import { M, type StatementMappingValues } from '@edu/shared';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useState } from 'react';
import { useImportStatement } from '../api/import-statement';
import { usePreviewStatement } from '../api/preview-statement';
import { MappingForm } from './mapping-form';
import { PreviewTable } from './preview-table';

/**
 * Upload a statement for one account: its preview with the columns it was read with (guessed on the first upload,
 * the saved ones after), 'Vista previa' again with other columns, 'Importar'.
 */
export function StatementUpload({ accountId }: { accountId: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<StatementMappingValues | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const preview = usePreviewStatement();
  const importing = useImportStatement();
  const busy = preview.isPending || importing.isPending;
  const data = preview.data;

  const read = (picked: File, columns?: StatementMappingValues) =>
    preview.mutate({ accountId, file: picked, mapping: columns }, { onSuccess: (d) => setMapping(d.mapping) });
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0];
    e.target.value = '';
    if (!picked) return;
    setFile(picked);
    setResult(null);
    read(picked);
  };
  const run = () => {
    if (!file || !mapping) return;
    importing.mutate(
      { accountId, file, mapping },
      {
        onSuccess: (d) => {
          setResult(d.message);
          setFile(null);
          preview.reset();
        },
      },
    );
  };
  const canImport = Boolean(data && file && mapping && !data.mapping_problem && !data.errors && !busy);

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
          {M.STATEMENT_FILE}
          <input hidden type="file" accept=".csv,.xlsx,text/csv" onChange={pick} />
        </Button>
        {file && <Typography variant="body2">{file.name}</Typography>}
        {busy && <CircularProgress size={20} aria-label={M.STATEMENT_PREVIEW} />}
      </Box>
      <div role="status">{result && <Alert severity="success">{result}</Alert>}</div>
      {data && file && mapping && (
        <>
          {data.mapping_from === 'guessed' && <Alert severity="info">{M.STATEMENT_MAPPING_GUESSED}</Alert>}
          {data.mapping_problem && <Alert severity="warning">{data.mapping_problem}</Alert>}
          <MappingForm headers={data.headers} value={mapping} onChange={setMapping} disabled={busy} />
          {!data.mapping_problem && (
            <Typography variant="body2">
              {M.statementPreviewSummary(data.total, data.errors, data.already)}
              {data.total > data.lines.length ? ` ${M.statementPreviewCut(data.lines.length, data.total)}` : ''}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button variant="outlined" onClick={() => read(file, mapping)} disabled={busy}>
              {M.STATEMENT_PREVIEW}
            </Button>
            <Button variant="contained" onClick={run} disabled={!canImport}>
              {M.STATEMENT_IMPORT}
            </Button>
          </Box>
          {!data.mapping_problem && <PreviewTable lines={data.lines} />}
        </>
      )}
    </Paper>
  );
}
