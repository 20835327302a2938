import { DEFAULT_MANAGEMENT, entities, M } from '@edu/shared';
import { validation } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { domainTaken } from '../catalog/catalog.queries.js';
import { assertAdminCandidate, insertNewAdmin, prepareNewAdmin } from './admin-user.js';
import { ensureAdminMember, insertEntity, liveEntity } from './entities.queries.js';
import { toEntityOutput } from './entity-output.js';

// 'Nueva entidad' (01 §2). A new admin ('Agregar admin') is created here, with the entity, in one transaction: a
// wizard cancelled before 'Finalizar' has written nothing (decision 0053). Its password is hashed before.
export const createEntity = defineHandler(
  entities.createEntity,
  async (input, ctx) => {
    if (input.admin_id && input.new_admin) throw validation(M.FIELD_INVALID, { admin_id: M.FIELD_INVALID });
    if (input.admin_id) await assertAdminCandidate(ctx.db, input.admin_id);
    if (await domainTaken(ctx.db, input.domain, null)) throw validation(M.DOMAIN_TAKEN, { domain: M.DOMAIN_TAKEN });
    const newAdmin = input.new_admin ? await prepareNewAdmin(ctx.db, input.new_admin) : null;
    return ctx.commit(async (tx) => {
      if (await domainTaken(tx, input.domain, null)) throw validation(M.DOMAIN_TAKEN, { domain: M.DOMAIN_TAKEN });
      const adminId = newAdmin ? await insertNewAdmin(tx, newAdmin) : (input.admin_id ?? null);
      const id = await insertEntity(tx, {
        entity_name: input.entity_name,
        entity_type: input.entity_type,
        domain: input.domain,
        description: input.description,
        bg_sidebar: input.bg_sidebar,
        bg_buttons: input.bg_buttons,
        font_color: input.font_color,
        logo: ctx.files.logo?.[0]?.key ?? null,
        portrait: ctx.files.portrait?.[0]?.key ?? null,
        admin_id: adminId,
        permissions: DEFAULT_MANAGEMENT,
      });
      if (adminId) await ensureAdminMember(tx, id, adminId);
      return { entity: toEntityOutput(await liveEntity(tx, id), ctx.services.storage) };
    });
  },
  { ownTransactions: true },
);
