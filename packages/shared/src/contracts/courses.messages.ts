// Texts of the programmes (courses) area, beside contracts/courses.ts (decision 0056). messages.ts re-exports them, so `M.X`
// reads every text of the product.

// ── Programmes: categories, courses, modules, syllabus, practices (02 §2, §5, §8) ──
export const CATEGORIES_EMPTY_SEARCH = 'No hay categorías con ese nombre';
export const SELECT_CATEGORY = 'Seleccione una categoría';
export const COURSES_LIST_TITLE = 'Listado de cursos';
export const EDIT_COURSE = 'Editar curso';
export const DELETE_COURSE = 'Eliminar curso';
export const WEIGHTS_CONFIG = 'Configuración de promedios';
export const MODULES = 'Módulos';
export const CERTIFICATES = 'Certificados';
export const NO_MODULES = 'No hay módulos';
export const SELECT_MODULE = 'Selecciona un módulo';
export const NO_SYLLABUS = 'No hay nada en temario';
export const NO_MATERIALS = 'No hay materiales';
export const FREE = 'Gratis';
export const SYLLABUS = 'Temario';
export const CATEGORY_BLANK = 'No puede crear una categoría con espacios en blanco';
export const COURSE_BLANK = 'No puede crear un curso con espacios en blanco';
export const COURSE_TAGS_REQUIRED = 'Debe asignarle los tags al curso';
export const COURSE_PHOTO_REQUIRED = 'Debe agregar la foto del curso';
export const MODULE_BLANK = 'No puede editar un módulo con espacios en blanco';
export const CATEGORY_CREATED = 'La categoría ha sido creada con éxito';
export const CATEGORY_UPDATED = 'La categoría ha sido actualizada con éxito';
export const CATEGORY_DELETED = 'Categoría eliminada con éxito';
export const COURSE_CREATED = 'Curso creado con éxito';
export const COURSE_DELETED = 'Curso eliminado con éxito';
export const COURSE_CREATE_FAILED = 'Error al crear curso';
export const MODULE_CREATED = 'Módulo creado con éxito';
export const MODULE_UPDATED = 'Módulo actualizado con éxito';
/** a module's first schedule (the spec names only 'Curso programado correctamente'; decision 0053) */
export const MODULE_SCHEDULED = 'Módulo programado correctamente';
export const MODULE_DELETED = 'Módulo eliminado con éxito';
// 02 §8 gives only 'El temario ha sido creado/actualizado/eliminado...' (full wording not shown): these complete it.
export const SYLLABUS_CREATED = 'El temario ha sido creado';
export const SYLLABUS_UPDATED = 'El temario ha sido actualizado';
export const SYLLABUS_DELETED = 'El temario ha sido eliminado';
export const COURSE_DELETED_F = 'Curso eliminada con éxito';
export const CERTIFICATE_IMAGE_ONLY = 'Debe subir una imagen, no un archivo';

// ── Programmes web labels ──
// Column headers, field labels, dialog titles and the toasts of the programmes screens that 02 leaves without wording.
export const COL_IMAGE = 'Imagen';
export const COL_TITLE = 'Título';
export const COL_CATEGORY = 'Categoría';
export const COL_INSCRIPTION_PRICE = 'Precio de inscripción';
export const COL_COURSE_PRICE = 'Precio del curso';
/** the module form's price (a module is not the course; decision 0053) */
export const MODULE_PRICE_LABEL = 'Precio del módulo';
export const COL_CERTIFICATE_PRICE = 'Precio del certificado';
export const COL_DESCRIPTION = 'Descripción';
export const COL_WEIGHT = 'Peso';
export const COL_PERCENTAGE = 'Porcentaje';
export const OPTIONS = 'Opciones';
export const SAVE = 'Guardar';
export const SEARCH_CATEGORY = 'Buscar categoría';
export const CATEGORIES_TITLE = 'Categorías';
export const ADD_CATEGORY = 'Agregar categoría';
export const NEW_CATEGORY = 'Nueva categoría';
export const EDIT_CATEGORY = 'Editar categoría';
export const DELETE_CATEGORY_CONFIRM = '¿Está seguro de eliminar esta categoría?';
export const coursesCount = (count: number) => (count === 1 ? '1 curso' : `${count} cursos`);
export const NEW_COURSE = 'Nuevo curso';
export const COURSE_UPDATED = 'Curso actualizado con éxito';
export const DELETE_COURSE_CONFIRM =
  '¿Está seguro de eliminar este curso? Se eliminarán también sus módulos, temario y materiales.';
export const COURSE_NAME_LABEL = 'Nombre del curso';
export const COURSE_AUDIENCE_LABEL = 'Público objetivo';
export const COURSE_TAGS_LABEL = 'Tags';
export const COURSE_PHOTO_LABEL = 'Foto del curso';
export const SUBTOTAL_LABEL = 'Subtotal';
export const BACK_TO_PROGRAMS = 'Volver a Programas';
export const COURSE_NOT_FOUND = 'No se encontró el curso';
export const ADD_MODULE = 'Agregar módulo';
export const NEW_MODULE = 'Nuevo módulo';
export const EDIT_MODULE = 'Editar módulo';
export const DELETE_MODULE = 'Eliminar módulo';
export const DELETE_MODULE_CONFIRM =
  '¿Está seguro de eliminar este módulo? Se eliminarán también su temario y sus materiales.';
export const MODULE_NAME_LABEL = 'Título del módulo';
export const PRICE_LABEL = 'Precio';
export const ADD_SYLLABUS_ITEM = 'Agregar tema';
export const NEW_SYLLABUS_ITEM = 'Nuevo tema';
export const EDIT_SYLLABUS_ITEM = 'Editar tema';
export const DELETE_SYLLABUS_ITEM = 'Eliminar tema';
export const DELETE_SYLLABUS_ITEM_CONFIRM = '¿Está seguro de eliminar este tema del temario?';
export const MATERIALS_TITLE = 'Materiales';
export const MATERIAL_SOURCE_FILE = 'Archivo';
export const MATERIAL_SOURCE_URL = 'Enlace';
export const MATERIAL_URL_LABEL = 'Dirección del enlace (URL)';
export const MATERIAL_LINK_NAME_LABEL = 'Nombre del enlace';
export const UPLOAD = 'Subir';
export const MATERIAL_TYPE_LABELS = {
  doc: 'Documento',
  ppt: 'Presentación',
  pdf: 'PDF',
  mp4: 'Video',
  url: 'Enlace',
  image: 'Imagen',
} as const;
export const NEW_PRACTICE = 'Nueva práctica calificada';
export const EDIT_PRACTICE = 'Editar práctica calificada';
export const DELETE_PRACTICE = 'Eliminar práctica calificada';
export const DELETE_PRACTICE_CONFIRM = '¿Está seguro de eliminar esta práctica calificada?';
export const PRACTICE_CREATED = 'La práctica calificada ha sido creada';
export const PRACTICE_UPDATED = 'La práctica calificada ha sido actualizada';
export const PRACTICE_DELETED = 'La práctica calificada ha sido eliminada';
export const CERTIFICATE_SELECTED = 'Seleccionado';
export const CERTIFICATE_CHOOSE = 'Elegir plantilla';
export const CERTIFICATE_IMAGES_HELP = 'Suba una imagen png, jpg o jpeg para cada recurso de la plantilla.';
export const CERTIFICATE_IMAGE_MISSING = 'Debe subir esta imagen';
