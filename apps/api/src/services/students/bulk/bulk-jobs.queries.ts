// SQL of a bulk enrolment's job (migration 021, decision 0047): the job and its lease, the lines it applied with what
// each account had before, and the undoing of them. Every statement names the job, and through it its entity.
import type { Db } from '../../../db/client.js';

export interface BulkJob {
  id: string;
  entity_id: string;
  scheduled_id: string;
  request_id: string;
  /** 'running' while its batches commit, 'undoing' once it failed, 'done' once its last commit is made */
  state?: 'running' | 'undoing' | 'done';
}

export async function insertJob(db: Db, job: Omit<BulkJob, 'id'>, leaseSeconds: number) {
  const [row] = await db.query<BulkJob>(
    `INSERT INTO bulk_jobs (entity_id, scheduled_id, request_id, lease_until)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING id, entity_id, scheduled_id, request_id`,
    [job.entity_id, job.scheduled_id, job.request_id, leaseSeconds],
  );
  return row;
}

/** In a batch's transaction: the job is still running (not taken for undoing) and keeps its lease; its row stays locked. */
export async function renewLease(tx: Db, jobId: string, leaseSeconds: number) {
  const rows = await tx.query(
    `UPDATE bulk_jobs SET lease_until = now() + make_interval(secs => $2) WHERE id = $1 AND state = 'running' RETURNING id`,
    [jobId, leaseSeconds],
  );
  return rows.length > 0;
}

/**
 * Notes the batch's accounts before it enrols them: the new ones as the job's, the existing ones with their role,
 * enrolments and module access under the main scheduled course as they are now.
 */
export async function noteLines(tx: Db, job: BulkJob, newIds: string[], existingIds: string[]) {
  await tx.query(
    `INSERT INTO bulk_job_lines (job_id, user_id, is_new, had_student_role, enrolments_before, modules_before)
     SELECT $1, u.id, u.is_new,
            EXISTS (SELECT 1 FROM memberships m WHERE m.entity_id = $2 AND m.user_id = u.id AND m.role_id = 'estudiante'),
            coalesce((SELECT array_agg(ss.scheduled_id) FROM scheduled_students ss JOIN scheduleds s ON s.id = ss.scheduled_id
                       WHERE ss.entity_id = $2 AND ss.user_id = u.id AND (s.id = $3 OR s.main_scheduled = $3)), '{}'),
            coalesce((SELECT jsonb_agg(jsonb_build_object('course_id', sm.course_id, 'buyed', sm.buyed, 'status', sm.status,
                                                          'order_id', sm.order_id, 'updated_at', sm.updated_at))
                        FROM student_modules sm WHERE sm.entity_id = $2 AND sm.main_scheduled = $3 AND sm.user_id = u.id), '[]')
       FROM (SELECT n, true AS is_new FROM unnest($4::uuid[]) AS n
             UNION ALL SELECT e, false FROM unnest($5::uuid[]) AS e) AS u (id, is_new)`,
    [job.id, job.entity_id, job.scheduled_id, newIds, existingIds],
  );
}

/** In the call's commit: the file is whole. False when the job was taken for undoing meanwhile. */
export async function markDone(tx: Db, jobId: string, leaseSeconds: number) {
  const rows = await tx.query(
    `UPDATE bulk_jobs SET state = 'done', lease_until = now() + make_interval(secs => $2)
      WHERE id = $1 AND state = 'running' RETURNING id`,
    [jobId, leaseSeconds],
  );
  return rows.length > 0;
}

/** A done job's notes, `limit` at a time; answers how many went. */
export async function forgetLines(tx: Db, jobId: string, limit: number) {
  const rows = await tx.query(
    `DELETE FROM bulk_job_lines WHERE job_id = $1
        AND user_id IN (SELECT user_id FROM bulk_job_lines WHERE job_id = $1 LIMIT $2) RETURNING user_id`,
    [jobId, limit],
  );
  return rows.length;
}

/** Its own failure: no batch of it will commit any more (renewLease answers false). */
export async function markUndoing(db: Db, jobId: string, leaseSeconds: number) {
  await db.query(
    `UPDATE bulk_jobs SET state = 'undoing', lease_until = now() + make_interval(secs => $2) WHERE id = $1`,
    [jobId, leaseSeconds],
  );
}

/** A job whose lease ran out (its server stopped, or stopped undoing it), taken for undoing with a fresh lease. */
export async function claimAbandonedJob(db: Db, leaseSeconds: number) {
  const [row] = await db.query<BulkJob>(
    `UPDATE bulk_jobs SET state = CASE WHEN state = 'done' THEN 'done' ELSE 'undoing' END,
            lease_until = now() + make_interval(secs => $1)
      WHERE id = (SELECT id FROM bulk_jobs WHERE lease_until < now() ORDER BY lease_until LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, entity_id, scheduled_id, request_id, state`,
    [leaseSeconds],
  );
  return row;
}

/**
 * Undoes up to `limit` lines of the job in the caller's transaction and forgets them; answers how many. An existing
 * account gets back its role, enrolments and module access as they were; an account the job made is deleted with
 * what points at it.
 */
export async function undoLines(tx: Db, job: BulkJob, limit: number, leaseSeconds: number) {
  await tx.query(`UPDATE bulk_jobs SET lease_until = now() + make_interval(secs => $2) WHERE id = $1`, [
    job.id,
    leaseSeconds,
  ]);
  const lines = await tx.query<{ user_id: string; is_new: boolean }>(
    `SELECT user_id, is_new FROM bulk_job_lines WHERE job_id = $1 ORDER BY user_id LIMIT $2 FOR UPDATE`,
    [job.id, limit],
  );
  if (!lines.length) return 0;
  const ids = lines.map((l) => l.user_id);
  const params = [job.id, job.entity_id, job.scheduled_id, ids];
  await tx.query(
    `DELETE FROM student_modules sm USING bulk_job_lines l
      WHERE l.job_id = $1 AND l.user_id = ANY($4::uuid[]) AND NOT l.is_new
        AND sm.entity_id = $2 AND sm.main_scheduled = $3 AND sm.user_id = l.user_id
        AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(l.modules_before) b WHERE (b->>'course_id')::uuid = sm.course_id)`,
    params,
  );
  await tx.query(
    `UPDATE student_modules sm
        SET buyed = (b->>'buyed')::boolean, status = b->>'status', order_id = (b->>'order_id')::uuid,
            updated_at = (b->>'updated_at')::timestamptz
       FROM bulk_job_lines l, jsonb_array_elements(l.modules_before) b
      WHERE l.job_id = $1 AND l.user_id = ANY($4::uuid[]) AND NOT l.is_new
        AND sm.entity_id = $2 AND sm.main_scheduled = $3 AND sm.user_id = l.user_id AND sm.course_id = (b->>'course_id')::uuid`,
    params,
  );
  await tx.query(
    `DELETE FROM scheduled_students ss USING bulk_job_lines l, scheduleds s
      WHERE l.job_id = $1 AND l.user_id = ANY($4::uuid[]) AND NOT l.is_new
        AND ss.entity_id = $2 AND ss.user_id = l.user_id AND s.id = ss.scheduled_id AND (s.id = $3 OR s.main_scheduled = $3)
        AND NOT ss.scheduled_id = ANY(l.enrolments_before)`,
    params,
  );
  await tx.query(
    `DELETE FROM memberships m USING bulk_job_lines l
      WHERE l.job_id = $1 AND l.user_id = ANY($3::uuid[]) AND NOT l.is_new AND NOT l.had_student_role
        AND m.entity_id = $2 AND m.user_id = l.user_id AND m.role_id = 'estudiante'`,
    [job.id, job.entity_id, ids],
  );
  // the accounts the job made, with every row that may point at them by now
  const made = lines.filter((l) => l.is_new).map((l) => l.user_id);
  if (made.length) {
    for (const table of ['student_modules', 'scheduled_students', 'memberships', 'password_resets', 'sessions']) {
      await tx.query(`DELETE FROM ${table} WHERE user_id = ANY($1::uuid[])`, [made]);
    }
    await tx.query(`DELETE FROM users WHERE id = ANY($1::uuid[]) AND created_by_entity = $2`, [made, job.entity_id]);
  }
  await tx.query(`DELETE FROM bulk_job_lines WHERE job_id = $1 AND user_id = ANY($2::uuid[])`, [job.id, ids]);
  return lines.length;
}

export async function deleteJob(db: Db, jobId: string) {
  await db.query(`DELETE FROM bulk_jobs WHERE id = $1`, [jobId]);
}
