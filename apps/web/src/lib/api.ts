/**
 * The names screens imported before the typed client: the transport lives in ./api-client and
 * every call goes through `call(route, …)` with a contract route spec (there is no untyped call).
 */
export { ApiError, handleUnauthorized, toFormData } from './api-client';
