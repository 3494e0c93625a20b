import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a random local port for the mail tests, and a reader of what it received. */

export type Received = { mailFrom: string; rcptTo: string[]; user: string | undefined; raw: string };
/** How the server answers while `refuse` is set: at RCPT TO or after DATA, with this SMTP code. */
export type Refusal = { at: 'rcpt' | 'data'; code: number; message: string };

export type TestSmtp = {
  /** smtp:// address of the server, with `credentials` ("user:password", percent-encoded) when given. */
  url(credentials?: string): string;
  received: Received[];
  /** RCPT TO commands seen, accepted or not: tells whether a pass tried at all. */
  rcptCommands: number;
  refuse: Refusal | null;
  close(): Promise<void>;
};

function smtpError(refusal: Refusal) {
  return Object.assign(new Error(refusal.message), { responseCode: refusal.code });
}

/** Login is optional; when a client logs in, `password` must match (any user name). */
export async function startSmtp(options: { password?: string } = {}): Promise<TestSmtp> {
  let closed = false;
  const state: Omit<TestSmtp, 'url' | 'close'> = { received: [], rcptCommands: 0, refuse: null };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.password !== undefined && auth.password !== options.password) return callback(new Error('Invalid username or password'));
      callback(null, { user: auth.username });
    },
    onRcptTo(_address, _session, callback) {
      state.rcptCommands++;
      callback(state.refuse?.at === 'rcpt' ? smtpError(state.refuse) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse?.at === 'data') return callback(smtpError(state.refuse));
        state.received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((address) => address.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    url: (credentials?: string) => `smtp://${credentials ? `${credentials}@` : ''}127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (closed) return resolve();
        closed = true;
        server.close(resolve);
      }),
  });
}

export type ParsedMessage = { headers: Map<string, string>; body: string };

/** Headers (unfolded, names lower-cased) and the decoded text body of a single-part message. */
export function parseMessage(raw: string): ParsedMessage {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map(
    head.split('\r\n').map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  const body = raw.slice(split + 4);
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return { headers, body: Buffer.from(body, 'base64').toString('utf8') };
  if (encoding !== 'quoted-printable') return { headers, body };
  // Soft line breaks ("=" at a line's end) join lines; =XX are bytes of UTF-8 text.
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return { headers, body: Buffer.from(bytes, 'latin1').toString('utf8') };
}
