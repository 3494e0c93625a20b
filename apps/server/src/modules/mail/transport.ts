import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../lib/config';

/**
 * SMTP timeouts (ms) used unless SMTP_URL's query sets its own: a server that accepts the
 * connection and then says nothing must not hold a claimed mail past its claim (service.ts).
 */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export type MailTransport = { transporter: Transporter; toFiles: boolean };

/** SMTP to SMTP_URL, or, without it, a stream transport whose messages are written as .eml files. */
export function mailTransport(config: Config): MailTransport {
  if (!config.smtpUrl) return { transporter: nodemailer.createTransport({ streamTransport: true, buffer: true }), toFiles: true };
  return { transporter: nodemailer.createTransport(withTimeouts(config.smtpUrl)), toFiles: false };
}

/** Appends the missing timeouts to the query instead of re-serialising the URL, whose user and password stay exactly as given. */
function withTimeouts(smtpUrl: string) {
  const given = parse(smtpUrl)?.searchParams;
  const missing = Object.entries(TIMEOUTS).filter(([key]) => !given?.has(key));
  if (missing.length === 0) return smtpUrl;
  const query = missing.map(([key, ms]) => `${key}=${ms}`).join('&');
  return `${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}${query}`;
}

/**
 * A nodemailer error that concerns this one mail (its envelope or its content was refused), as
 * opposed to the server being unreachable, timing out or refusing the login, which would fail
 * every other mail of the pass the same way.
 */
export function concernsOneMail(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'EENVELOPE' || code === 'EMESSAGE';
}

/**
 * An error's message as it is stored in the outbox and logged: SMTP_URL, its user and its
 * password (as written and percent-decoded) are replaced, so no credential reaches the
 * database or the logs whatever a transport puts in its messages.
 */
export function redactedMessage(error: unknown, smtpUrl: string | undefined) {
  let message = error instanceof Error ? error.message : String(error);
  for (const secret of secretsOf(smtpUrl)) message = message.split(secret).join('***');
  return message.slice(0, 500);
}

function secretsOf(smtpUrl: string | undefined) {
  if (!smtpUrl) return [];
  // Read as nodemailer reads it (up to the last "@", user before the first ":"), not re-encoded.
  const userinfo = /^[^:]+:\/\/([^/?#]*)@/.exec(smtpUrl)?.[1] ?? '';
  const colon = userinfo.indexOf(':');
  const user = colon < 0 ? userinfo : userinfo.slice(0, colon);
  const password = colon < 0 ? '' : userinfo.slice(colon + 1);
  const passwords = [password, decode(password)].filter((part) => part.length > 0);
  // A very short user name would blank ordinary words of the message; it is no secret alone.
  const users = [user, decode(user)].filter((part) => part.length >= 4);
  // Longest first, so the whole URL goes before the password inside it.
  return [smtpUrl, ...passwords, ...users].sort((a, b) => b.length - a.length);
}

function parse(url: string) {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

function decode(part: string) {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
