import { M, materials } from '@edu/shared';
import { AppError, validation } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { toMaterialOutput } from './material-output.js';
import { materialTypeOf } from './material-type.js';
import { insertMaterial, materialOfEntity } from './materials.queries.js';

// A file (typed by its bytes, stored privately) or a link. The category is the one named, else the course's
// (a module's is its programme's). A price is kept only for a public material (02 §4).
export const addMaterials = defineHandler(materials.addMaterials, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const file = ctx.files.files?.[0];
  const course = input.course_id
    ? await findInEntity<{ id: string; category_id: string | null }>(
        ctx.db, 'courses', input.course_id, entityId,
        'id, coalesce(category_id, (SELECT p.category_id FROM courses p WHERE p.id = courses.parent_course_id)) AS category_id',
      )
    : null;
  const categoryId = input.category_id
    ? (await findInEntity<{ id: string }>(ctx.db, 'categories', input.category_id, entityId, 'id')).id
    : (course?.category_id ?? null);
  if (!categoryId) throw validation(M.FIELD_REQUIRED, { category_id: M.FIELD_REQUIRED });

  const isLink = input.type === 'url';
  if (isLink && file) throw validation(M.FIELD_INVALID, { files: M.FIELD_INVALID });
  if (!isLink && !file) throw validation(M.MATERIAL_NO_FILE, { files: M.MATERIAL_NO_FILE });
  const type = isLink ? 'url' : materialTypeOf(file?.mime ?? '', file?.originalName ?? '');
  if (!type) throw new AppError('BAD_FILE_TYPE', M.MATERIAL_FILE_TYPES);

  const id = await insertMaterial(ctx.db, entityId, callerOf(ctx).id, {
    course_id: course?.id ?? null,
    category_id: categoryId,
    title: input.title,
    description: input.description,
    type,
    url: isLink ? (input.url as string) : null,
    file_key: file?.key ?? null,
    name_file: (input.name_file || file?.originalName || '').slice(0, 255) || null,
    mime: file?.mime ?? null,
    size: file?.size ?? null,
    state: input.state,
    price: input.state === 'public' && input.price ? input.price : '0',
  });
  ctx.audit.recordId = id;
  return { material: toMaterialOutput(await materialOfEntity(ctx.db, entityId, id), ctx.services.storage) };
});
