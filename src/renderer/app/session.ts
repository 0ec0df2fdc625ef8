// What the spec keeps locally: user id, name, registration password (crypt_pass) and dark mode.
// The token is not here: the platform adapter holds it (desktop: the OS keychain, in main).
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS as KEYS } from './storage-keys';

export interface SessionUser {
  id: number;
  name: string;
}

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

let cached: { raw: string; user: SessionUser | null } = { raw: '', user: null };
export function getSessionUser(): SessionUser | null {
  const raw = `${localStorage.getItem(KEYS.id) ?? ''}|${localStorage.getItem(KEYS.name) ?? ''}`;
  if (raw !== cached.raw) {
    const id = Number(localStorage.getItem(KEYS.id));
    cached = { raw, user: Number.isInteger(id) && id > 0 ? { id, name: localStorage.getItem(KEYS.name) ?? '' } : null };
  }
  return cached.user;
}

export function startSession(user: SessionUser, regPassword: string): void {
  localStorage.setItem(KEYS.id, String(user.id));
  localStorage.setItem(KEYS.name, user.name);
  localStorage.setItem(KEYS.regPassword, regPassword);
  emit();
}

/** Logout and session-ending 401s clear id, name and registration password (spec section 4). */
export function clearSession(): void {
  localStorage.removeItem(KEYS.id);
  localStorage.removeItem(KEYS.name);
  localStorage.removeItem(KEYS.regPassword);
  emit();
}

export const getRegPassword = () => localStorage.getItem(KEYS.regPassword) ?? '';

export const useSessionUser = () => useSyncExternalStore(subscribe, getSessionUser);

/** Dark mode defaults to on at first use; the choice is remembered. */
export function getDarkMode(): boolean {
  return localStorage.getItem(KEYS.darkMode) !== 'false';
}

export function setDarkMode(dark: boolean): void {
  localStorage.setItem(KEYS.darkMode, String(dark));
  emit();
}

export const useDarkModeChoice = () => useSyncExternalStore(subscribe, getDarkMode);

// Another tab logging in or out changes what this one should show.
if (typeof window !== 'undefined') window.addEventListener('storage', emit);
