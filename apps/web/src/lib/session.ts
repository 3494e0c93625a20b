import { useSyncExternalStore } from 'react';
import { ROLE_ADMIN } from '@travel/contracts';

/** The login token and role, kept locally (account spec §6) and shared by every screen. */
export type Session = { token: string; role: string; userId: number; firstName: string } | null;

const KEY = 'traveldesk.session';
const listeners = new Set<() => void>();

function read(): Session {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

let current: Session = read();

export const getSession = () => current;
export const isLoggedIn = () => current !== null;
export const isAdminSession = () => current?.role === ROLE_ADMIN;

export function setSession(session: Session) {
  current = session;
  if (session) localStorage.setItem(KEY, JSON.stringify(session));
  else localStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export function useSession(): Session {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

/** The currency the visitor picked in the header; falls back to the default currency. */
const CURRENCY_KEY = 'traveldesk.currency';
export const getCurrency = (fallback: string) => localStorage.getItem(CURRENCY_KEY) ?? fallback;
export function chooseCurrency(code: string) {
  localStorage.setItem(CURRENCY_KEY, code);
  window.location.reload();
}
