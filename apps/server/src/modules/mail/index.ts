/** The mail module's public entry: what other modules may use of it (issue 28; test/boundaries.test.ts). */
export { type Mail, enqueueMail } from './service';
