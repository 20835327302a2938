// Demo resources of the entity admin (spec 03 §4, decisions 0007 and 0013-0016): the repository with public and private materials of every
// type, campuses in several countries, a credential of each service (sealed like any other) and a full staff list.
import { randomBytes, randomUUID } from 'node:crypto';
import { seal } from '../crypto/sealed.js';
import type { Db } from '../db/client.js';
import type { Services } from '../rpc/context.js';
import { tinyDocx, tinyMp4, tinyPdf, tinyPptx } from './documents.js';
import { coverJpeg, whiteboardPng } from './programme-images.js';

type Source = { file: [name: string, bytes: () => Buffer | Promise<Buffer>, mime: string] } | { url: [address: string, name: string] };
interface DemoMaterial {
  title: string;
  description: string;
  category: string;
  type: 'doc' | 'ppt' | 'pdf' | 'mp4' | 'url' | 'image';
  source: Source;
  /** a price makes it public (02 §4: the price exists only for a public material) */
  price?: string;
  isPublic?: boolean;
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const REPOSITORY: Record<string, DemoMaterial[]> = {
  andino: [
    { title: 'Reglamento académico 2026', description: 'Normas de evaluación, asistencia y certificación.', category: 'General', type: 'pdf',
      source: { file: ['reglamento-academico.pdf', () => tinyPdf('Reglamento académico 2026', ['Evaluación', 'Asistencia', 'Certificación']), 'application/pdf'] }, isPublic: true },
    { title: 'Guía de buenas prácticas en JavaScript', description: 'Convenciones del equipo docente para los ejercicios.', category: 'Tecnología', type: 'pdf',
      source: { file: ['buenas-practicas-js.pdf', () => tinyPdf('Buenas prácticas en JavaScript', ['Nombres claros', 'Funciones pequeñas']), 'application/pdf'] }, price: '35' },
    { title: 'Plantilla de informe de proyecto', description: 'Documento base para el proyecto final.', category: 'Gestión', type: 'doc',
      source: { file: ['plantilla-informe.docx', () => tinyDocx(['Informe de proyecto', 'Objetivo', 'Alcance', 'Cronograma']), DOCX] } },
    { title: 'Presentación de bienvenida', description: 'Diapositivas de la primera sesión de cada programa.', category: 'General', type: 'ppt',
      source: { file: ['bienvenida.pptx', tinyPptx, PPTX] }, isPublic: true },
    { title: 'Clase grabada: introducción a Figma', description: 'Video de la sesión abierta de diseño.', category: 'Diseño', type: 'mp4',
      source: { file: ['intro-figma.mp4', tinyMp4, 'video/mp4'] }, price: '49' },
    { title: 'Pizarra: arquitectura cliente-servidor', description: 'Foto de la pizarra de la clase 3.', category: 'Tecnología', type: 'image',
      source: { file: ['pizarra-arquitectura.png', whiteboardPng, 'image/png'] } },
    { title: 'Afiche del taller de UX', description: 'Imagen para difundir el taller.', category: 'Diseño', type: 'image',
      source: { file: ['afiche-ux.jpg', () => coverJpeg('Taller de UX', '#1E6B52', '#2E8B57'), 'image/jpeg'] }, isPublic: true },
    { title: 'Curso de Git en video', description: 'Lista de reproducción recomendada.', category: 'Tecnología', type: 'url',
      source: { url: ['https://www.youtube.com/results?search_query=git+curso', 'YouTube: curso de Git'] }, isPublic: true },
    { title: 'Diccionario técnico inglés-español', description: 'Glosario para el curso de inglés técnico.', category: 'Idiomas', type: 'url',
      source: { url: ['https://dle.rae.es/', 'Diccionario de la lengua española'] }, price: '15' },
    { title: 'Manual de Scrum', description: 'La guía oficial en español.', category: 'Gestión', type: 'url',
      source: { url: ['https://scrumguides.org/', 'Scrum Guides'] } },
  ],
  pacifico: [
    { title: 'Sílabo del diplomado', description: 'Temario y calendario del diplomado en ciencia de datos.', category: 'Diplomados', type: 'pdf',
      source: { file: ['silabo-diplomado.pdf', () => tinyPdf('Sílabo del diplomado', ['Python para datos', 'Estadística aplicada']), 'application/pdf'] }, isPublic: true },
    { title: 'Cuaderno de ejercicios de pandas', description: 'Ejercicios resueltos para practicar.', category: 'Diplomados', type: 'doc',
      source: { file: ['ejercicios-pandas.docx', () => tinyDocx(['Ejercicios de pandas', '1. Leer un CSV']), DOCX] }, price: '60' },
  ],
};

const CAMPUSES: Record<string, [name: string, country: string, department: string, address: string][]> = {
  andino: [
    ['Sede Cusco', 'Perú', 'Cusco', 'Av. El Sol 320, Cusco'],
    ['Sede Lima', 'Perú', 'Lima', 'Av. Arequipa 1450, Lince'],
    ['Sede Arequipa', 'Perú', 'Arequipa', 'Calle Mercaderes 212'],
    ['Sede La Paz', 'Bolivia', 'La Paz', 'Av. 16 de Julio 1490'],
    ['Sede Santiago', 'Chile', 'Metropolitana de Santiago', 'Av. Providencia 1208'],
    ['Sede Bogotá', 'Colombia', 'Bogotá D.C.', 'Carrera 7 # 71-21'],
  ],
  pacifico: [
    ['Sede Miraflores', 'Perú', 'Lima', 'Av. Larco 345, Miraflores'],
    ['Sede Quito', 'Ecuador', 'Pichincha', 'Av. Amazonas N24-03'],
  ],
};

/** Where the demo students pay into (decision 0050): kind, bank, number, CCI, holder. */
const PAYMENT_ACCOUNTS: Record<string, [kind: string, bank: string | null, number: string, cci: string | null, holder: string][]> = {
  andino: [
    ['yape', null, '987654321', null, 'Colegio Andino S.A.C.'],
    ['bank', 'bcp', '191-2345678-0-12', '00219100234567801253', 'Colegio Andino S.A.C.'],
    ['deposit', 'interbank', '200-3001234567', null, 'Colegio Andino S.A.C.'],
  ],
  pacifico: [['plin', null, '912345678', null, 'Instituto Pacífico E.I.R.L.']],
};

const CREDENTIALS: Record<string, [type: 'payment_method' | 'videoconference', service: string, email: string][]> = {
  andino: [
    ['payment_method', 'mercadopago', 'pagos@colegioandino.edu.pe'],
    ['payment_method', 'niubiz', 'caja@colegioandino.edu.pe'],
    ['payment_method', 'izipay', 'tesoreria@colegioandino.edu.pe'],
    ['videoconference', 'zoom', 'clases@colegioandino.edu.pe'],
    ['videoconference', 'meet', 'aulavirtual@colegioandino.edu.pe'],
  ],
  pacifico: [
    ['payment_method', 'izipay', 'pagos@institutopacifico.edu.pe'],
    ['videoconference', 'meet', 'clases@institutopacifico.edu.pe'],
  ],
};

/** More staff, so that the Users page has a full list: [name, lastname, e-mail user, roles]. */
const STAFF: Record<string, { domain: string; people: [string, string, string, string[]][] }> = {
  andino: {
    domain: 'colegioandino.edu.pe',
    people: [
      ['Rosa', 'Quispe', 'rosa.quispe', ['admin b2b']],
      ['Miguel', 'Condori', 'miguel.condori', ['coordinador']],
      ['Lucía', 'Apaza', 'lucia.apaza', ['coordinador']],
      ['Pedro', 'Huanca', 'pedro.huanca', ['counter']],
      ['Sandra', 'Ccori', 'sandra.ccori', ['counter']],
      ['Javier', 'Mendoza', 'javier.mendoza', ['docente']],
      ['Patricia', 'Salas', 'patricia.salas', ['docente']],
      ['Raúl', 'Ticona', 'raul.ticona', ['docente']],
      ['Verónica', 'Choque', 'veronica.choque', ['docente']],
      ['Óscar', 'Pumacahua', 'oscar.pumacahua', ['docente', 'coordinador']],
      ['Natalia', 'Yupanqui', 'natalia.yupanqui', ['docente']],
    ],
  },
  pacifico: {
    domain: 'institutopacifico.edu.pe',
    people: [
      ['Tomás', 'Aguirre', 'tomas.aguirre', ['counter']],
      ['Daniela', 'Benavides', 'daniela.benavides', ['docente']],
      ['Ernesto', 'Valdivia', 'ernesto.valdivia', ['docente']],
    ],
  },
};

async function seedRepository(services: Services, db: Db, entityId: string, adminId: string, list: DemoMaterial[]) {
  const categories = new Map(
    (await db.query<{ id: string; name: string }>('SELECT id, name FROM categories WHERE entity_id = $1', [entityId])).map((c) => [c.name, c.id]),
  );
  for (const m of list) {
    const isPublic = m.isPublic || m.price !== undefined;
    let file: { key: string; size: number; mime: string; name: string } | null = null;
    if ('file' in m.source) {
      const [name, make, mime] = m.source.file;
      const stored = await services.storage.saveBuffer(await make(), {
        mime, ext: name.split('.').pop() as string, visibility: 'private', prefix: 'materials',
      });
      file = { key: stored.key, size: stored.size, mime, name };
    }
    await db.query(
      `INSERT INTO materials (entity_id, category_id, title, description, type, url, file_key, name_file, mime, size, state, price, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [entityId, categories.get(m.category) ?? null, m.title, m.description, m.type, 'url' in m.source ? m.source.url[0] : null,
        file?.key ?? null, file ? file.name : 'url' in m.source ? m.source.url[1] : null, file?.mime ?? null, file?.size ?? null,
        isPublic ? 'public' : 'private', isPublic ? (m.price ?? '0') : '0', adminId],
    );
  }
}

export async function seedResources(
  services: Services,
  entityIds: Record<string, string>,
  adminIds: Record<string, string>,
  passwordHash: string,
) {
  const { db } = services;
  const key = services.secrets.encryptionKey;
  for (const [entityKey, entityId] of Object.entries(entityIds)) {
    await seedRepository(services, db, entityId, adminIds[entityKey], REPOSITORY[entityKey] ?? []);
    for (const [name, country, department, address] of CAMPUSES[entityKey] ?? []) {
      await db.query('INSERT INTO campuses (entity_id, name, country, department, address) VALUES ($1, $2, $3, $4, $5)', [
        entityId, name, country, department, address,
      ]);
    }
    for (const [type, service, email] of CREDENTIALS[entityKey] ?? []) {
      const id = randomUUID();
      // a random token per demo credential: it is sealed like a real one and never shown
      const token = `${service}-demo-${randomBytes(12).toString('hex')}`;
      await db.query('INSERT INTO credentials (id, entity_id, type, service, email, token_sealed) VALUES ($1, $2, $3, $4, $5, $6)', [
        id, entityId, type, service, email, seal(key, token, id),
      ]);
    }
    for (const [position, [kind, bank, number, cci, holder]] of (PAYMENT_ACCOUNTS[entityKey] ?? []).entries()) {
      await db.query(
        'INSERT INTO payment_accounts (entity_id, kind, bank, number, cci, holder, position) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [entityId, kind, bank, number, cci, holder, position + 1],
      );
    }
    const staff = STAFF[entityKey];
    for (const [index, [name, lastname, user, roles]] of (staff?.people ?? []).entries()) {
      const isAdmin = roles.some((r) => r === 'admin' || r === 'admin b2b');
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO users (email, password_hash, rol, name, lastname, dni, phone, address, document_type)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'dni') RETURNING id`,
        [`${user}@${staff.domain}`, passwordHash, isAdmin ? 'admin_entity' : 'user', name, lastname, String(70000000 + index * 1733),
          String(951000000 + index * 97), `Calle ${lastname} ${100 + index}`],
      );
      for (const role of roles) {
        await db.query('INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, $3)', [entityId, row.id, role]);
      }
    }
  }
}
