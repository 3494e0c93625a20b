/**
 * Kept for the screens that still import from here: the transport lives in ./api-client, and
 * every call of the app goes through `call(route, …)` with a contract route spec.
 */
export { ApiError, handleUnauthorized, toFormData } from './api-client';
import { send } from './api-client';

/**
 * @deprecated Untyped escape hatch for a call not yet moved to `call(route)`; the answer type is
 * the caller's claim, so prefer `call` with the contract's route spec.
 */
export const api = <T>(method: string, path: string, body?: Record<string, unknown> | FormData, query?: Record<string, unknown>) => send<T>(method, path, body, query);
