// What the superadmin reads in the permissions tree (01 §2, §3): a Spanish name and one line on what each key does.
// The keys themselves are the spec's (PERMISSION_TREE); these texts are this product's (decision 0053). Keyed by the
// path, since a key may sit under two groups ('slides' is a service and a classroom footer button).
// Only the services.* switches change this product (decision 0008); the rest reach the classroom apps.

export interface PermissionLabel {
  label: string;
  description: string;
}

const ZOOM_MEET: Record<string, PermissionLabel> = {
  ads: { label: 'Anuncios', description: 'Avisos del docente a la clase durante la reunión.' },
  assists: { label: 'Asistencia', description: 'Registra quién asistió a la clase en vivo.' },
  evaluations: { label: 'Evaluaciones', description: 'Evaluaciones tomadas durante la clase en vivo.' },
  forums: { label: 'Foros', description: 'Foro de preguntas enlazado a la clase.' },
  groups: { label: 'Grupos', description: 'Salas por grupos dentro de la reunión.' },
  homeworks: { label: 'Tareas', description: 'Tareas dejadas y entregadas desde la clase.' },
  lessons: { label: 'Lecciones', description: 'Las lecciones del curso abiertas en la reunión.' },
  parents: { label: 'Padres de familia', description: 'Acceso de padres o apoderados a la clase.' },
  recordings: { label: 'Grabaciones', description: 'Grabación de la clase para verla después.' },
  studentList: { label: 'Lista de alumnos', description: 'La lista de alumnos del curso en la reunión.' },
};

const withPrefix = (prefix: string, labels: Record<string, PermissionLabel>) =>
  Object.fromEntries(Object.entries(labels).map(([k, v]) => [`${prefix}.${k}`, v]));

/** Every group and key of PERMISSION_TREE by its path ('services.calendary'); a test checks that none is missing. */
export const PERMISSION_LABELS: Readonly<Record<string, PermissionLabel>> = {
  services: { label: 'Servicios', description: 'Las áreas de la plataforma que la entidad tiene contratadas.' },
  'services.calendary': { label: 'Calendario', description: 'Calendario de clases y fechas de los cursos.' },
  'services.courses': {
    label: 'Cursos',
    description: 'Programas, módulos y cursos programados; sin él, el menú Programas se oculta.',
  },
  'services.discover': { label: 'Descubrir', description: 'Sección para explorar cursos de otras entidades.' },
  'services.evaluations': {
    label: 'Evaluaciones',
    description: 'Evaluaciones, banco de preguntas y notas de los alumnos.',
  },
  'services.forum': { label: 'Foro', description: 'Foro de preguntas y respuestas de cada curso.' },
  'services.materials': {
    label: 'Materiales',
    description: 'Repositorio y materiales de clase; sin él, el menú Repositorio se oculta.',
  },
  'services.slides': { label: 'Diapositivas', description: 'Presentaciones del docente en el aula.' },
  'services.payment': {
    label: 'Pagos',
    description: 'Pedidos, vouchers y credenciales de pago de la entidad.',
  },
  methods: { label: 'Métodos de enseñanza', description: 'Recursos de aprendizaje del aula virtual.' },
  'methods.accessToSimulators': { label: 'Simuladores', description: 'Acceso a simuladores de práctica.' },
  'methods.accessToVirtualReality': { label: 'Realidad virtual', description: 'Contenidos de realidad virtual.' },
  'methods.enableCourses': { label: 'Cursos en el aula', description: 'Los cursos y sus módulos en el aula virtual.' },
  'methods.enableInteractiveCards': {
    label: 'Tarjetas interactivas',
    description: 'Tarjetas de repaso con pregunta y respuesta.',
  },
  'methods.enableScrimba': {
    label: 'Lecciones de programación (Scrimba)',
    description: 'Lecciones de código interactivas de Scrimba.',
  },
  'methods.enableVideos': { label: 'Videos', description: 'Videos de clase en el aula virtual.' },
  externalServices: {
    label: 'Videoconferencias',
    description: 'Qué puede hacerse en las clases en vivo de cada proveedor.',
  },
  'externalServices.zoom': { label: 'Zoom', description: 'Clases en vivo por Zoom.' },
  ...withPrefix('externalServices.zoom', ZOOM_MEET),
  'externalServices.meet': { label: 'Google Meet', description: 'Clases en vivo por Google Meet.' },
  ...withPrefix('externalServices.meet', ZOOM_MEET),
  interactive: { label: 'Aula interactiva', description: 'Herramientas del aula en vivo.' },
  'interactive.communication': { label: 'Comunicación', description: 'Cómo se comunican docente y alumnos.' },
  'interactive.communication.chat': { label: 'Chat', description: 'Mensajes privados entre docente y alumno.' },
  'interactive.communication.groupChat': { label: 'Chat grupal', description: 'Mensajes con toda la clase.' },
  'interactive.communication.notes': { label: 'Notas', description: 'Apuntes personales durante la clase.' },
  'interactive.empathy': { label: 'Dinámicas', description: 'Actividades para animar a la clase.' },
  'interactive.empathy.groups': { label: 'Grupos', description: 'Forma grupos de trabajo en la clase.' },
  'interactive.empathy.list': { label: 'Lista', description: 'Lista de participantes para dar la palabra.' },
  'interactive.empathy.random': { label: 'Sorteo', description: 'Elige a un alumno al azar.' },
  'interactive.empathy.timer': { label: 'Temporizador', description: 'Cuenta regresiva visible para todos.' },
  'interactive.empathy.trivia': { label: 'Trivia', description: 'Preguntas rápidas con puntaje.' },
  'interactive.tools': { label: 'Herramientas', description: 'Herramientas de creación en la clase.' },
  'interactive.tools.blocky': { label: 'Blockly', description: 'Programación con bloques (Blockly).' },
  'interactive.tools.board': { label: 'Pizarra', description: 'Pizarra compartida para dibujar y escribir.' },
  'interactive.tools.scratch': { label: 'Scratch', description: 'Proyectos de programación con Scratch.' },
  'interactive.footer': {
    label: 'Barra de la clase',
    description: 'Los botones de la barra inferior del aula en vivo.',
  },
  'interactive.footer.audio': { label: 'Audio', description: 'Activar y silenciar el micrófono.' },
  'interactive.footer.camera': { label: 'Cámara', description: 'Encender y apagar la cámara.' },
  'interactive.footer.form': { label: 'Formulario', description: 'Encuestas rápidas a la clase.' },
  'interactive.footer.sharescreen': { label: 'Compartir pantalla', description: 'Mostrar la pantalla a la clase.' },
  'interactive.footer.slides': { label: 'Diapositivas', description: 'Presentar diapositivas en la clase.' },
  'interactive.footer.video': { label: 'Video', description: 'Reproducir un video para la clase.' },
};

/** The Spanish name of a group or key, by its path; the key itself if ever one is missing. */
export const permissionLabel = (path: readonly string[]): PermissionLabel =>
  PERMISSION_LABELS[path.join('.')] ?? { label: path[path.length - 1] ?? '', description: '' };
