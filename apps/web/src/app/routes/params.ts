/**
 * Path ids as numbers both ways: links pass `params={{ id: hotel.id }}` and pages receive a
 * number. A hand-typed id that is not a number reaches the page as NaN, and the server answers
 * that it found nothing.
 */
export function numberParams<const Name extends string>(...names: Name[]) {
  return {
    parse: (raw: Record<Name, string>) => Object.fromEntries(names.map((name) => [name, Number(raw[name])])) as Record<Name, number>,
    stringify: (params: Record<Name, number>) => Object.fromEntries(names.map((name) => [name, String(params[name])])) as Record<Name, string>,
  };
}
