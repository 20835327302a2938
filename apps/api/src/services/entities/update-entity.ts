import { entities, M } from '@edu/shared';
import { AppError, forbidden, notFound, validation } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { domainTaken } from '../catalog/catalog.queries.js';
import { assertAdminCandidate } from './admin-user.js';
import { ensureAdminMember, liveEntity, updateEntityColumns } from './entities.queries.js';
import { toEntityOutput } from './entity-output.js';

// The superadmin's edit wizard and an entity admin's "Mi Entidad" both land here; only the superadmin
// changes the main administrator. Replaced images are removed from storage once the change is saved.
export const updateEntity = defineHandler(entities.updateEntity, async (input, ctx) => {
  const id = entityOf(ctx);
  const current = await liveEntity(ctx.db, id);
  if (!current) throw notFound();
  const changesAdmin = input.admin_id !== undefined && input.admin_id !== current.admin_id;
  if (changesAdmin) {
    if (callerOf(ctx).rol !== 'superadmin') throw forbidden();
    if (input.admin_old !== undefined && (input.admin_old || null) !== current.admin_id) {
      throw new AppError('CONFLICT', M.ADMIN_CHANGED_CONFLICT);
    }
    await assertAdminCandidate(ctx.db, input.admin_id as string);
    await ensureAdminMember(ctx.db, id, input.admin_id as string);
  }
  if (input.domain !== undefined && input.domain.toLowerCase() !== current.domain.toLowerCase()) {
    if (await domainTaken(ctx.db, input.domain, id)) throw validation(M.DOMAIN_TAKEN, { domain: M.DOMAIN_TAKEN });
  }
  const logo = ctx.files.logo?.[0]?.key;
  const portrait = ctx.files.portrait?.[0]?.key;
  await updateEntityColumns(ctx.db, id, {
    entity_name: input.entity_name,
    entity_type: input.entity_type,
    domain: input.domain,
    description: input.description,
    bg_sidebar: input.bg_sidebar,
    bg_buttons: input.bg_buttons,
    font_color: input.font_color,
    font: input.font,
    passing_mark: input.passing_mark,
    certificate_rule: input.certificate_rule,
    logo,
    portrait,
    admin_id: changesAdmin ? input.admin_id : undefined,
  });
  const replaced = [logo && current.logo, portrait && current.portrait].filter((k): k is string => Boolean(k));
  ctx.afterCommit(() => Promise.all(replaced.map((k) => ctx.services.storage.delete(k))));
  return { entity: toEntityOutput(await liveEntity(ctx.db, id), ctx.services.storage) };
});
