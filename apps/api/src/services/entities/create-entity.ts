import { DEFAULT_MANAGEMENT, entities, M } from '@edu/shared';
import { validation } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { domainTaken } from '../catalog/catalog.queries.js';
import { assertAdminCandidate } from './admin-user.js';
import { ensureAdminMember, insertEntity, liveEntity } from './entities.queries.js';
import { toEntityOutput } from './entity-output.js';

export const createEntity = defineHandler(entities.createEntity, async (input, ctx) => {
  if (input.admin_id) await assertAdminCandidate(ctx.db, input.admin_id);
  if (await domainTaken(ctx.db, input.domain, null)) throw validation(M.DOMAIN_TAKEN, { domain: M.DOMAIN_TAKEN });
  const id = await insertEntity(ctx.db, {
    entity_name: input.entity_name,
    entity_type: input.entity_type,
    domain: input.domain,
    description: input.description,
    bg_sidebar: input.bg_sidebar,
    bg_buttons: input.bg_buttons,
    font_color: input.font_color,
    logo: ctx.files.logo?.[0]?.key ?? null,
    portrait: ctx.files.portrait?.[0]?.key ?? null,
    admin_id: input.admin_id ?? null,
    permissions: DEFAULT_MANAGEMENT,
  });
  if (input.admin_id) await ensureAdminMember(ctx.db, id, input.admin_id);
  return { entity: toEntityOutput(await liveEntity(ctx.db, id), ctx.services.storage) };
});
