-- A bulk enrolment committed in short transactions (docs/decisions/0047-short-transactions.md): the job, and for each
-- line it applied the account and what that account had before, so that a failure midway (or a server that died)
-- undoes the whole file. Its mails wait in the outbox, held, until the job is done; then they are released and the job
-- deleted. A job whose lease ran out belongs to a server that stopped: whoever sweeps next undoes it, or when it was
-- done, releases its mails.
CREATE TABLE bulk_jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entity_id uuid NOT NULL REFERENCES entities (id),
  scheduled_id uuid NOT NULL REFERENCES scheduleds (id),
  -- the call's request id, which its held mails carry
  request_id text NOT NULL,
  state text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'undoing', 'done')),
  lease_until timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bulk_jobs_lease_idx ON bulk_jobs (lease_until);

CREATE TABLE bulk_job_lines (
  job_id uuid NOT NULL REFERENCES bulk_jobs (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  -- the job made the account (undone by deleting it)
  is_new boolean NOT NULL,
  -- what an existing account had before, put back as it was: the role estudiante in the entity, its enrolments under
  -- the main scheduled course, its module access rows there
  had_student_role boolean NOT NULL DEFAULT false,
  enrolments_before uuid[] NOT NULL DEFAULT '{}',
  modules_before jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (job_id, user_id)
);
