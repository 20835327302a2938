// The session of 01 §3-4, kept in localStorage so that a reload or a new tab stays signed in.
import type { PlatformRole } from '@edu/shared';
import { useSyncExternalStore } from 'react';
import type { AreaRole } from './roles';

export interface SessionUser {
  _id: string;
  email: string;
  rol: PlatformRole;
}

export interface Session {
  token: string;
  user: SessionUser;
  /** the staff role whose area and menu are shown; null when the user holds none in the current entity */
  mainRole: AreaRole | null;
  /** entity id → the roles the user holds there */
  rolesByEntity: Record<string, string[]>;
  entityId: string | null;
}

export const SESSION_STORAGE_KEY = 'session';

const listeners = new Set<() => void>();
let current: Session | null = read();

function read(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<Session>) : null;
    if (!value || typeof value.token !== 'string' || !value.user?._id) return null;
    return {
      token: value.token,
      user: value.user,
      mainRole: value.mainRole ?? null,
      rolesByEntity: value.rolesByEntity ?? {},
      entityId: value.entityId ?? null,
    };
  } catch {
    return null;
  }
}

function publish(next: Session | null) {
  current = next;
  if (next) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
  else localStorage.removeItem(SESSION_STORAGE_KEY);
  for (const listener of listeners) listener();
}

export const getSession = (): Session | null => current;

/** The roles the session holds in its current entity, as sign-in and the entity switcher left them. */
export const heldRoles = (session: Session | null): readonly string[] =>
  session?.entityId ? (session.rolesByEntity[session.entityId] ?? []) : [];
export const isLoggedIn = (): boolean => current !== null;

export function setSession(next: Session): void {
  publish(next);
}

export function updateSession(patch: Partial<Omit<Session, 'token' | 'user'>>): void {
  if (current) publish({ ...current, ...patch });
}

export function clearSession(): void {
  if (current || localStorage.getItem(SESSION_STORAGE_KEY)) publish(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// another tab signing in or out changes this one too
window.addEventListener('storage', (event) => {
  if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
  current = read();
  for (const listener of listeners) listener();
});

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession);
}

/** The entity the staff screens act on: the one chosen in the shell ('' before a session has one). */
export const useEntityId = (): string => useSession()?.entityId ?? '';
