-- Faults (decision 0022): every upload is noted here before its first byte is stored, and the note is removed in the same
-- transaction that commits the row pointing at the file. A note that outlives its call (the server was killed between
-- storing the file and committing) names a file nothing points at: storage/upload-ledger.ts removes it later.
CREATE TABLE upload_ledger (
  key text PRIMARY KEY,
  started_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX upload_ledger_started_at ON upload_ledger (started_at);
