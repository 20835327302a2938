import { COLORS, DEFAULT_MANAGEMENT, type Management } from '@edu/shared';
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/client.js';
import type { Services } from '../rpc/context.js';
import { logoPng, portraitJpeg } from './images.js';
import { seedProgrammes } from './programmes.js';
import { seedResources } from './resources.js';

export const DEMO_PASSWORD = 'Demo1234';

interface DemoUser {
  email: string;
  name: string;
  lastname: string;
  rol?: 'superadmin' | 'admin_entity' | 'user';
  register?: 'incomplete' | 'inProcess' | 'completed';
  label: string;
  /** entity key → roles */
  roles?: Record<string, string[]>;
  canSignIn?: boolean;
  /** pre-registered on the platform's Users page, with what they applied for */
  appliedFor?: string;
}

/** Instituto Pacífico uses Meet instead of Zoom, the coding tools, and no "discover" catalogue: permissions differ. */
const PACIFICO_MANAGEMENT: Management = {
  ...DEFAULT_MANAGEMENT,
  services: { ...DEFAULT_MANAGEMENT.services, discover: false },
  methods: { ...DEFAULT_MANAGEMENT.methods, enableScrimba: true },
  externalServices: {
    zoom: Object.fromEntries(Object.keys(DEFAULT_MANAGEMENT.externalServices.zoom).map((k) => [k, false])) as Management['externalServices']['zoom'],
    meet: Object.fromEntries(Object.keys(DEFAULT_MANAGEMENT.externalServices.meet).map((k) => [k, true])) as Management['externalServices']['meet'],
  },
  interactive: { ...DEFAULT_MANAGEMENT.interactive, tools: { blocky: true, board: true, scratch: true } },
};

const ENTITIES = {
  andino: {
    entity_name: 'Colegio Andino',
    description: 'Colegio y centro de capacitación en Cusco: programas de tecnología, diseño y gestión.',
    domain: 'colegioandino.edu.pe',
    initials: 'CA',
    colors: COLORS.entityDefault,
    portrait: ['#CC337E', '#5B1A8E'],
    logoAccent: '#5B1A8E',
    management: DEFAULT_MANAGEMENT,
    // its demo courses are under way and the demo issues certificates in them: the entity's choice (decision 0054);
    // Instituto Pacífico keeps the default (at the course's end, to who passed)
    certificate_rule: 'any_time',
  },
  pacifico: {
    entity_name: 'Instituto Pacífico',
    description: 'Instituto de formación profesional en Lima, con diplomados presenciales y virtuales.',
    domain: 'institutopacifico.edu.pe',
    initials: 'IP',
    colors: { bg_sidebar: '#1E6B52', bg_buttons: '#2E8B57', font_color: '#ffffff' },
    portrait: ['#1E6B52', '#0B3D5C'],
    logoAccent: '#0B3D5C',
    management: PACIFICO_MANAGEMENT,
    certificate_rule: 'course_end',
  },
} as const;

const USERS: DemoUser[] = [
  { email: 'superadmin@demo.pe', name: 'Sofía', lastname: 'Quispe', rol: 'superadmin', label: 'superadmin' },
  { email: 'admin@colegioandino.edu.pe', name: 'Andrés', lastname: 'Mamani', rol: 'admin_entity', label: 'admin (Colegio Andino)', roles: { andino: ['admin'] } },
  { email: 'adminb2b@colegioandino.edu.pe', name: 'Beatriz', lastname: 'Huamán', rol: 'admin_entity', label: 'admin b2b (Colegio Andino)', roles: { andino: ['admin b2b'] } },
  { email: 'coordinador@colegioandino.edu.pe', name: 'Carlos', lastname: 'Rojas', label: 'coordinador (Colegio Andino)', roles: { andino: ['coordinador'] } },
  { email: 'counter@colegioandino.edu.pe', name: 'Diana', lastname: 'Flores', label: 'counter (Colegio Andino)', roles: { andino: ['counter'] } },
  {
    email: 'multi@colegioandino.edu.pe', name: 'Elena', lastname: 'Vargas', rol: 'admin_entity',
    label: 'admin+coordinador+counter (Andino) y admin (Pacífico)',
    roles: { andino: ['admin', 'coordinador', 'counter'], pacifico: ['admin'] },
  },
  { email: 'docente@colegioandino.edu.pe', name: 'Fernando', lastname: 'Castillo', label: 'docente (Colegio Andino)', roles: { andino: ['docente'] } },
  { email: 'docente2@colegioandino.edu.pe', name: 'Gabriela', lastname: 'Torres', label: 'docente (Colegio Andino)', roles: { andino: ['docente'] } },
  { email: 'admin@institutopacifico.edu.pe', name: 'Hugo', lastname: 'Salazar', rol: 'admin_entity', label: 'admin (Instituto Pacífico)', roles: { pacifico: ['admin'] } },
  { email: 'coordinador@institutopacifico.edu.pe', name: 'Irene', lastname: 'Paredes', label: 'coordinador (Instituto Pacífico)', roles: { pacifico: ['coordinador'] } },
  { email: 'invitado@demo.pe', name: 'Jorge', lastname: 'Chávez', register: 'incomplete', label: 'usuario invitado', canSignIn: false, appliedFor: 'Docente de programación' },
  { email: 'invitada@demo.pe', name: 'Mariela', lastname: 'Ríos', register: 'incomplete', label: 'usuaria invitada', canSignIn: false, appliedFor: 'Coordinador' },
  { email: 'enproceso@demo.pe', name: 'Karen', lastname: 'Medina', register: 'inProcess', label: 'usuario en proceso', appliedFor: 'Docente de diseño' },
  { email: 'completado@demo.pe', name: 'Luis', lastname: 'Gutiérrez', register: 'completed', label: 'usuario completado (sin entidad)', appliedFor: 'Counter' },
];

async function insertEntities(services: Services, db: Db, adminIds: Record<string, string>) {
  const ids: Record<string, string> = {};
  for (const [key, e] of Object.entries(ENTITIES)) {
    const logo = await services.storage.saveBuffer(await logoPng(e.initials, e.colors.bg_buttons, e.logoAccent), {
      mime: 'image/png', ext: 'png', visibility: 'public', prefix: 'entities',
    });
    const portrait = await services.storage.saveBuffer(await portraitJpeg(e.portrait[0], e.portrait[1]), {
      mime: 'image/jpeg', ext: 'jpg', visibility: 'public', prefix: 'entities',
    });
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO entities (entity_name, description, domain, admin_id, logo, portrait, bg_sidebar, bg_buttons, font_color, permissions, opt, certificate_rule)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 3, $11) RETURNING id`,
      [e.entity_name, e.description, e.domain, adminIds[key] ?? null, logo.key, portrait.key,
        e.colors.bg_sidebar, e.colors.bg_buttons, e.colors.font_color, JSON.stringify(e.management), e.certificate_rule],
    );
    ids[key] = row.id;
  }
  return ids;
}

/** An account the start message lists, to sign in with. */
export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

export async function seedPlatform(services: Services): Promise<DemoAccount[]> {
  const { db } = services;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds: Record<string, string> = {};
  for (const u of USERS) {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, rol, name, lastname, register, dni, phone, pre_registered, applied_for, cv_url, linkedin_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [u.email, u.canSignIn === false ? null : passwordHash, u.rol ?? 'user', u.name, u.lastname, u.register ?? 'completed',
        String(40000000 + Object.keys(userIds).length * 137), String(987000000 + Object.keys(userIds).length * 11),
        Boolean(u.appliedFor), u.appliedFor ?? null,
        u.appliedFor ? `https://cv.demo.pe/${u.email.split('@')[0]}.pdf` : null,
        u.appliedFor ? `https://www.linkedin.com/in/${u.email.split('@')[0]}` : null],
    );
    userIds[u.email] = row.id;
  }
  const entityIds = await insertEntities(services, db, {
    andino: userIds['admin@colegioandino.edu.pe'],
    pacifico: userIds['admin@institutopacifico.edu.pe'],
  });
  for (const u of USERS) {
    for (const [entityKey, roles] of Object.entries(u.roles ?? {})) {
      for (const role of roles) {
        await db.query('INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, $3)', [
          entityIds[entityKey], userIds[u.email], role,
        ]);
      }
    }
  }
  const adminIds = { andino: userIds['admin@colegioandino.edu.pe'], pacifico: userIds['admin@institutopacifico.edu.pe'] };
  await seedProgrammes(services, entityIds, adminIds);
  await seedResources(services, entityIds, adminIds, passwordHash);
  return USERS.filter((u) => u.canSignIn !== false).map((u) => ({ role: u.label, email: u.email, password: DEMO_PASSWORD }));
}
