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
/** The session ended because the server refused its token (a 401): the login page says so. */
let expired = false;

export const getSession = () => current;
export const isLoggedIn = () => current !== null;
export const isAdminSession = () => current?.role === ROLE_ADMIN;

function store(session: Session, endedByServer: boolean) {
  current = session;
  expired = endedByServer;
  if (session) localStorage.setItem(KEY, JSON.stringify(session));
  else localStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export const setSession = (session: Session) => store(session, false);

/** A call was refused for an expired or revoked token: the session ends, and the login page says why. */
export const expireSession = () => store(null, true);

/**
 * Whether the last session ended by a refused token; the login page reads it once and forgets it
 * (a later visit to /login says nothing of an old expiry).
 */
export function takeSessionExpired(): boolean {
  const was = expired;
  expired = false;
  return was;
}
export const isSessionExpired = () => expired;

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
