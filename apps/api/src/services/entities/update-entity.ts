import { entities, M } from '@edu/shared';
import { AppError, forbidden, notFound, validation } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { domainTaken } from '../catalog/catalog.queries.js';
import { assertAdminCandidate, insertNewAdmin, prepareNewAdmin } from './admin-user.js';
import { ensureAdminMember, liveEntity, updateEntityColumns } from './entities.queries.js';
import { toEntityOutput } from './entity-output.js';

// The superadmin's edit wizard and an entity admin's "Mi Entidad" both land here; only the superadmin
// changes the main administrator, picked (admin_id) or new ('Agregar admin': new_admin, created in this save's
// transaction, so a cancelled wizard leaves no account; decision 0053). Replaced images are removed from storage once
// the change is saved. A new admin's password is hashed before the transaction opens (decision 0047).
export const updateEntity = defineHandler(
  entities.updateEntity,
  async (input, ctx) => {
    const id = entityOf(ctx);
    if (input.new_admin) {
      if (callerOf(ctx).rol !== 'superadmin') throw forbidden();
      if (input.admin_id) throw validation(M.FIELD_INVALID, { admin_id: M.FIELD_INVALID });
    }
    const newAdmin = input.new_admin ? await prepareNewAdmin(ctx.db, input.new_admin) : null;
    return ctx.commit(async (tx) => {
      const current = await liveEntity(tx, id);
      if (!current) throw notFound();
      const changesAdmin = newAdmin !== null || (input.admin_id !== undefined && input.admin_id !== current.admin_id);
      let adminId: string | undefined;
      if (changesAdmin) {
        if (callerOf(ctx).rol !== 'superadmin') throw forbidden();
        if (input.admin_old !== undefined && (input.admin_old || null) !== current.admin_id) {
          throw new AppError('CONFLICT', M.ADMIN_CHANGED_CONFLICT);
        }
        if (newAdmin) adminId = await insertNewAdmin(tx, newAdmin);
        else {
          adminId = input.admin_id as string;
          await assertAdminCandidate(tx, adminId);
        }
        await ensureAdminMember(tx, id, adminId);
      }
      if (input.domain !== undefined && input.domain.toLowerCase() !== current.domain.toLowerCase()) {
        if (await domainTaken(tx, input.domain, id)) throw validation(M.DOMAIN_TAKEN, { domain: M.DOMAIN_TAKEN });
      }
      const logo = ctx.files.logo?.[0]?.key;
      const portrait = ctx.files.portrait?.[0]?.key;
      await updateEntityColumns(tx, id, {
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
        admin_id: adminId,
      });
      const replaced = [logo && current.logo, portrait && current.portrait].filter((k): k is string => Boolean(k));
      ctx.afterCommit(() => Promise.all(replaced.map((k) => ctx.services.storage.delete(k))));
      return { entity: toEntityOutput(await liveEntity(tx, id), ctx.services.storage) };
    });
  },
  { ownTransactions: true },
);
