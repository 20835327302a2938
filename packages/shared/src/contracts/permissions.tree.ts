// The entity permission set of spec 01 §3: every key a boolean, grouped as the superadmin's checkbox tree shows it.
import { z } from 'zod';
import '../common/zod-spanish.js';

const ZOOM_MEET_KEYS = ['ads', 'assists', 'evaluations', 'forums', 'groups', 'homeworks', 'lessons', 'parents', 'recordings', 'studentList'] as const;

export const PERMISSION_TREE = {
  services: ['calendary', 'courses', 'discover', 'evaluations', 'forum', 'materials', 'slides', 'payment'],
  methods: ['accessToSimulators', 'accessToVirtualReality', 'enableCourses', 'enableInteractiveCards', 'enableScrimba', 'enableVideos'],
  externalServices: { zoom: ZOOM_MEET_KEYS, meet: ZOOM_MEET_KEYS },
  interactive: {
    communication: ['chat', 'groupChat', 'notes'],
    empathy: ['groups', 'list', 'random', 'timer', 'trivia'],
    tools: ['blocky', 'board', 'scratch'],
    footer: ['audio', 'camera', 'form', 'sharescreen', 'slides', 'video'],
  },
} as const;

const flags = <K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, z.boolean()])) as Record<K, z.ZodBoolean>);

export const managementSchema = z.strictObject({
  services: flags(PERMISSION_TREE.services),
  methods: flags(PERMISSION_TREE.methods),
  externalServices: z.strictObject({ zoom: flags(ZOOM_MEET_KEYS), meet: flags(ZOOM_MEET_KEYS) }),
  interactive: z.strictObject({
    communication: flags(PERMISSION_TREE.interactive.communication),
    empathy: flags(PERMISSION_TREE.interactive.empathy),
    tools: flags(PERMISSION_TREE.interactive.tools),
    footer: flags(PERMISSION_TREE.interactive.footer),
  }),
});
export type Management = z.infer<typeof managementSchema>;

const all = <K extends string>(keys: readonly K[], on: boolean | ((k: K) => boolean)) =>
  Object.fromEntries(keys.map((k) => [k, typeof on === 'function' ? on(k) : on])) as Record<K, boolean>;

/**
 * What a new entity starts with (docs/decisions/0008-default-permissions.md): every staff service of this product
 * on, the classroom extras that need a separate contract off.
 */
export const DEFAULT_MANAGEMENT: Management = {
  services: all(PERMISSION_TREE.services, true),
  methods: all(PERMISSION_TREE.methods, (k) => k === 'enableCourses' || k === 'enableVideos'),
  externalServices: { zoom: all(ZOOM_MEET_KEYS, true), meet: all(ZOOM_MEET_KEYS, false) },
  interactive: {
    communication: all(PERMISSION_TREE.interactive.communication, true),
    empathy: all(PERMISSION_TREE.interactive.empathy, true),
    tools: all(PERMISSION_TREE.interactive.tools, false),
    footer: all(PERMISSION_TREE.interactive.footer, true),
  },
};

/** Stored permissions laid over the defaults, so that a key added later starts at its default. */
export function withDefaults(stored: unknown): Management {
  const merge = (base: unknown, over: unknown): unknown => {
    if (typeof base === 'boolean') return typeof over === 'boolean' ? over : base;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(base as Record<string, unknown>)) {
      out[k] = merge(v, over && typeof over === 'object' ? (over as Record<string, unknown>)[k] : undefined);
    }
    return out;
  };
  return merge(DEFAULT_MANAGEMENT, stored) as Management;
}

/** Permission keys that switch staff features of this product off (enforced by the server, hidden in menus). */
export type ServicePermission = `services.${(typeof PERMISSION_TREE.services)[number]}`;
