import { holdsAny, M, materials, STAFF } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { unlockedModule } from '../my-courses/my-courses.queries.js';
import { materialInEntity } from './material-link.queries.js';

// A material opens through a short-lived signed link (04 §2.2, 03 §3): staff of the entity for any of its materials;
// a student only for a module unlocked for them (bought and enabled), never for a locked one (403, nothing given).
export const getMaterialLink = defineHandler(materials.getMaterialLink, async (input, ctx) => {
  const material = await materialInEntity(ctx.db, entityOf(ctx), input.material_id);
  if (!material) throw notFound();
  const caller = callerOf(ctx);
  if (caller.rol !== 'superadmin' && !holdsAny(ctx.entityRoles, STAFF)) {
    const open = material.course_id !== null && (await unlockedModule(ctx.db, caller.id, material.course_id)) !== undefined;
    if (!open) throw new AppError('FORBIDDEN', M.MATERIAL_LOCKED);
  }
  if (!material.file_key) return { url: material.url ?? '', expires_at: null };
  const url = ctx.services.storage.urlOf(material.file_key);
  const exp = new URL(url, 'http://local').searchParams.get('exp');
  return { url, expires_at: exp ? new Date(Number(exp) * 1000).toISOString() : null };
});
