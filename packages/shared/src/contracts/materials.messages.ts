// Texts of the class materials and the repository area, beside contracts/materials.ts (decision 0056). messages.ts re-exports them, so `M.X`
// reads every text of the product.

// ── Repository and materials (02 §2.6, §5, §8) ──────────────────────────────
export const REPOSITORY_TITLE = 'Repositorio';
export const UPDATE_MATERIAL = 'Actualizar material';
export const DELETE_MATERIAL = 'Eliminar material';
export const UPLOAD_MATERIAL_TITLE = 'Subir material de clases';
export const EDIT_MATERIAL_TITLE = 'Editar material de clases';
export const MAKE_PUBLIC = 'Hacer público';
export const MATERIAL_CREATE_BLANK = 'No puede crear un archivo con espacios en blanco';
export const MATERIAL_EDIT_BLANK = 'No puede editar un material con espacios en blanco';
export const MATERIAL_NO_FILE = 'No puede crear un material sin algún material';
export const MATERIAL_UPLOADED = 'El archivo ha sido subido correctamente';
export const MATERIAL_UPLOAD_FAILED = 'Hubo un error, no se subieron los archivos.';
export const MATERIAL_EDITED = 'El archivo ha sido editado correctamente';
export const MATERIAL_EDIT_FAILED = 'Hubo un error, no se actualizó el archivo';
export const MATERIAL_DELETED = 'El archivo ha sido eliminado correctamente';
export const MATERIAL_DELETE_FAILED = 'Hubo un error, no se eliminó el archivo';

// ── Repository web labels ──
// The repository screen of the entity admin (02 §2.6); the spec gives no wording for these.
export const COL_ENTITY = 'Entidad';
export const COL_CREATED_AT = 'Fecha de creación';
export const COL_CREATED_BY = 'Creado por';
export const DELETE_MATERIAL_CONFIRM = '¿Está seguro de eliminar este material?';
export const MATERIAL_REPLACE_FILE_HELP = 'Opcional: seleccione un archivo solo si desea reemplazar el actual';
