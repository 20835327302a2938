// Demo programmes (spec 03 §4): categories, programmes with covers, modules with prices, syllabus, class materials
// of every type, graded practices and a certificate template with its images. Written with SQL like platform.ts.
import type { Db } from '../db/client.js';
import type { Services } from '../rpc/context.js';
import { tinyDocx, tinyMp4, tinyPdf, tinyPptx } from './documents.js';
import { logoPng } from './images.js';
import { certificateBackgroundJpeg, coverJpeg, signaturePng, whiteboardPng } from './programme-images.js';

interface DemoModule {
  name: string;
  price: string;
  syllabus: string[];
}
interface DemoProgramme {
  category: string;
  name: string;
  description: string;
  audience: string;
  tags: string[];
  /** inscription, certificate, course */
  prices: [string, string, string];
  colors: [string, string];
  modules: DemoModule[];
  practices?: [string, string][];
}

const CATEGORIES: Record<string, [string, string][]> = {
  andino: [
    ['Tecnología', 'Programación, desarrollo web y móvil.'],
    ['Diseño', 'Diseño de experiencias, interfaces y modelado 3D.'],
    ['Gestión', 'Dirección de proyectos y equipos.'],
    ['Idiomas', 'Inglés técnico para profesionales.'],
  ],
  pacifico: [['Diplomados', 'Diplomados de especialización profesional.']],
};

const PROGRAMMES: Record<string, DemoProgramme[]> = {
  andino: [
    {
      category: 'Tecnología', name: 'Desarrollo Web Full Stack', tags: ['web'], prices: ['150', '50', '1200'], colors: ['#CC337E', '#5B1A8E'],
      description: 'Construye aplicaciones web completas: interfaz, servidor y base de datos.',
      audience: 'Estudiantes y profesionales que quieren iniciarse en la programación web.',
      modules: [
        { name: 'HTML y CSS', price: '300', syllabus: ['Estructura de un documento', 'Selectores y cascada', 'Flexbox y Grid', 'Diseño adaptable'] },
        { name: 'JavaScript moderno', price: '400', syllabus: ['Tipos y funciones', 'El DOM', 'Promesas y fetch'] },
        { name: 'Node.js y bases de datos', price: '500', syllabus: ['Servidores HTTP', 'SQL con PostgreSQL', 'Despliegue'] },
      ],
      practices: [['Práctica calificada 1', '1'], ['Práctica calificada 2', '1'], ['Proyecto final', '2']],
    },
    {
      category: 'Tecnología', name: 'Desarrollo de Apps Móviles', tags: ['app'], prices: ['120', '40', '900'], colors: ['#0E3873', '#197BFF'],
      description: 'Aplicaciones para Android e iOS con un solo código.',
      audience: 'Desarrolladores con nociones de programación.',
      modules: [
        { name: 'Fundamentos de Flutter', price: '450', syllabus: ['Widgets', 'Estado', 'Navegación'] },
        { name: 'Publicación en tiendas', price: '450', syllabus: ['Firmas y certificados', 'Revisión de las tiendas'] },
      ],
      practices: [['Examen parcial', '1'], ['Examen final', '1'], ['Aplicación publicada', '1']],
    },
    {
      category: 'Diseño', name: 'Diseño UX/UI', tags: ['web', 'app'], prices: ['100', '40', '800'], colors: ['#1E6B52', '#2E8B57'],
      description: 'Investigación de usuarios, arquitectura de información y prototipos.',
      audience: 'Diseñadores gráficos y desarrolladores front-end.',
      modules: [
        { name: 'Investigación de usuarios', price: '400', syllabus: ['Entrevistas', 'Mapas de empatía'] },
        { name: 'Prototipado', price: '400', syllabus: ['Bocetos', 'Prototipos navegables', 'Pruebas de usabilidad'] },
      ],
    },
    {
      category: 'Diseño', name: 'Modelado 3D', tags: ['3d'], prices: ['0', '0', '0'], colors: ['#B35C00', '#E08E2B'],
      description: 'Curso abierto de introducción al modelado y render en 3D.',
      audience: 'Cualquier persona interesada en el 3D.',
      modules: [{ name: 'Blender básico', price: '0', syllabus: ['La interfaz', 'Modelado poligonal', 'Materiales y luces'] }],
    },
    {
      category: 'Gestión', name: 'Gestión de Proyectos Ágiles', tags: ['web'], prices: ['80', '30', '600'], colors: ['#5B1A8E', '#8E44AD'],
      description: 'Scrum y Kanban para equipos que entregan valor en ciclos cortos.',
      audience: 'Jefes de proyecto, analistas y líderes de equipo.',
      modules: [
        { name: 'Scrum', price: '300', syllabus: ['Roles', 'Eventos', 'Artefactos'] },
        { name: 'Kanban', price: '300', syllabus: ['Flujo', 'Límites de trabajo en curso'] },
      ],
    },
  ],
  pacifico: [
    {
      category: 'Diplomados', name: 'Diplomado en Ciencia de Datos', tags: ['web'], prices: ['200', '80', '1500'], colors: ['#1E6B52', '#0B3D5C'],
      description: 'Análisis de datos con Python, estadística y aprendizaje automático.',
      audience: 'Profesionales de ingeniería, economía y afines.',
      modules: [
        { name: 'Python para datos', price: '750', syllabus: ['pandas', 'Visualización'] },
        { name: 'Estadística aplicada', price: '750', syllabus: ['Inferencia', 'Regresión'] },
      ],
      practices: [['Trabajo 1', '1'], ['Trabajo 2', '1']],
    },
  ],
};

const one = async (db: Db, sql: string, params: unknown[]) => (await db.query<{ id: string }>(sql, params))[0].id;

/** The class materials of the first module of the first programme: one of each type of 02 §2.3. */
async function seedMaterials(services: Services, db: Db, ids: { entity: string; module: string; category: string; admin: string }) {
  const files: [string, string, string, Buffer, string, string][] = [
    ['Guía de la semana 1', 'Lectura obligatoria', 'guia-semana-1.pdf', tinyPdf('Guía de la semana 1', ['HTML y CSS', 'Lectura obligatoria']), 'pdf', 'application/pdf'],
    ['Ejercicios de maquetación', 'Para resolver en casa', 'ejercicios.docx', tinyDocx(['Ejercicios de maquetación', '1. Maqueta una tarjeta']), 'doc',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['Diapositivas de la clase', 'Presentación de la sesión 1', 'clase-1.pptx', tinyPptx(), 'ppt',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['Grabación de la clase', 'Video de la sesión 1', 'clase-1.mp4', tinyMp4(), 'mp4', 'video/mp4'],
    ['Pizarra: cliente y servidor', 'Foto de la pizarra', 'pizarra.png', await whiteboardPng(), 'image', 'image/png'],
  ];
  for (const [title, description, name, bytes, type, mime] of files) {
    const ext = name.split('.').pop() as string;
    const file = await services.storage.saveBuffer(bytes, { mime, ext, visibility: 'private', prefix: 'materials' });
    await db.query(
      `INSERT INTO materials (entity_id, course_id, category_id, title, description, type, file_key, name_file, mime, size, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [ids.entity, ids.module, ids.category, title, description, type, file.key, name, mime, file.size, ids.admin],
    );
  }
  await db.query(
    `INSERT INTO materials (entity_id, course_id, category_id, title, description, type, url, name_file, state, price, created_by)
     VALUES ($1, $2, $3, 'Documentación de MDN', 'Referencia de HTML y CSS', 'url', 'https://developer.mozilla.org/es/', 'MDN Web Docs', 'public', 0, $4)`,
    [ids.entity, ids.module, ids.category, ids.admin],
  );
}

/** The 'Moderno' template with its three images for one programme. */
async function seedCertificate(services: Services, db: Db, ids: { entity: string; course: string; color: string; initials: string }) {
  const images = [
    ['background', 'Fondo', await certificateBackgroundJpeg(ids.color), 'image/jpeg', 'jpg'],
    ['logo', 'Logo', await logoPng(ids.initials, ids.color), 'image/png', 'png'],
    ['signature', 'Firma', await signaturePng(), 'image/png', 'png'],
  ] as const;
  const stored = [];
  for (const [name, name_front, bytes, mime, ext] of images) {
    const file = await services.storage.saveBuffer(bytes, { mime, ext, visibility: 'private', prefix: 'courses' });
    stored.push({ name, name_front, key: file.key, mime });
  }
  await db.query(
    `INSERT INTO course_certificates (course_id, entity_id, template_id, images)
     VALUES ($1, $2, '00000000-0000-4000-8000-00000000c002', $3)`,
    [ids.course, ids.entity, JSON.stringify(stored)],
  );
}

export async function seedProgrammes(services: Services, entityIds: Record<string, string>, adminIds: Record<string, string>) {
  const { db } = services;
  for (const [key, entityId] of Object.entries(entityIds)) {
    const categories: Record<string, string> = {};
    for (const [name, description] of CATEGORIES[key] ?? []) {
      categories[name] = await one(db, 'INSERT INTO categories (entity_id, name, description) VALUES ($1, $2, $3) RETURNING id', [
        entityId, name, description,
      ]);
    }
    for (const [index, p] of (PROGRAMMES[key] ?? []).entries()) {
      const cover = await services.storage.saveBuffer(await coverJpeg(p.name, ...p.colors), {
        mime: 'image/jpeg', ext: 'jpg', visibility: 'public', prefix: 'courses',
      });
      const course = await one(
        db,
        `INSERT INTO courses (entity_id, category_id, alias, name, description, target_audiences, preview, tags,
                              price_inscription, price_certificate, price_course, created_by)
         VALUES ($1, $2, 'programa', $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [entityId, categories[p.category], p.name, p.description, p.audience, cover.key, p.tags, ...p.prices, adminIds[key]],
      );
      for (const [position, m] of p.modules.entries()) {
        const module = await one(
          db,
          `INSERT INTO courses (entity_id, parent_course_id, alias, name, price_course, position, created_by)
           VALUES ($1, $2, 'modulo', $3, $4, $5, $6) RETURNING id`,
          [entityId, course, m.name, m.price, position, adminIds[key]],
        );
        for (const [itemPosition, title] of m.syllabus.entries()) {
          await db.query(
            'INSERT INTO syllabus_items (entity_id, course_id, main_course_id, title, position) VALUES ($1, $2, $3, $4, $5)',
            [entityId, module, course, title, itemPosition],
          );
        }
        if (key === 'andino' && index === 0 && position === 0) {
          await seedMaterials(services, db, { entity: entityId, module, category: categories[p.category], admin: adminIds[key] });
        }
      }
      for (const [title, weight] of p.practices ?? []) {
        await db.query('INSERT INTO qualified_practices (entity_id, course_id, title, weight) VALUES ($1, $2, $3, $4)', [
          entityId, course, title, weight,
        ]);
      }
      if (key === 'andino' && index === 0) await seedCertificate(services, db, { entity: entityId, course, color: p.colors[0], initials: 'CA' });
    }
  }
}
