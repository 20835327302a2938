import { M, materials } from '@edu/shared';
import { AppError, notFound, validation } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { toMaterialOutput } from './material-output.js';
import { materialTypeOf } from './material-type.js';
import { type MaterialValues, materialOfEntity, updateMaterialColumns } from './materials.queries.js';

// 'Editar material de clases': texts, category, visibility and price; the source changes only when a new file or a
// link is sent. A replaced file is removed from storage once the change has committed.
export const editMaterial = defineHandler(materials.editMaterial, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const current = await materialOfEntity(ctx.db, entityId, input.material_id);
  if (!current) throw notFound();
  const category = await findInEntity<{ id: string }>(ctx.db, 'categories', input.category, entityId, 'id');

  const file = ctx.files.files?.[0];
  const toLink = input.type === 'url' || Boolean(input.url);
  if (file && toLink) throw validation(M.FIELD_INVALID, { files: M.FIELD_INVALID });
  let source: Partial<MaterialValues> = input.name_file ? { name_file: input.name_file } : {};
  if (file) {
    const type = materialTypeOf(file.mime, file.originalName);
    if (!type) throw new AppError('BAD_FILE_TYPE', M.MATERIAL_FILE_TYPES);
    source = {
      type, url: null, file_key: file.key, name_file: (input.name_file || file.originalName).slice(0, 255),
      mime: file.mime, size: file.size,
    };
  } else if (toLink) {
    source = { type: 'url', url: input.url as string, file_key: null, name_file: input.name_file, mime: null, size: null };
  }

  // a price is kept only while the material is public (02 §4); the form leaves it out when it does not change
  const state = input.state ?? current.state;
  const price = state === 'public' ? (input.price === undefined ? current.price : input.price || '0') : '0';
  await updateMaterialColumns(ctx.db, current.id, {
    title: input.title,
    description: input.description,
    category_id: category.id,
    state,
    price,
    ...source,
  });
  const replaced = source.file_key !== undefined && current.file_key ? current.file_key : null;
  if (replaced) ctx.afterCommit(() => ctx.services.storage.delete(replaced));
  ctx.audit.recordId = current.id;
  return { material: toMaterialOutput(await materialOfEntity(ctx.db, entityId, current.id), ctx.services.storage) };
});
