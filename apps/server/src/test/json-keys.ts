/**
 * Every key of a JSON value, at any depth (object keys; array items are walked). A test that
 * asserts an answer carries no net price or income checks the keys: a random signed hash may
 * well contain the letters "net" (a transfer test failed on "...NettBduh..." in CI).
 */
export function jsonKeys(value: unknown): string[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  const keys: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) {
        keys.push(key);
        walk(child);
      }
  };
  walk(parsed);
  return keys;
}

/** The keys of `value` that match `pattern` (an empty list is what a "never shown" test expects). */
export const keysMatching = (value: unknown, pattern: RegExp) => jsonKeys(value).filter((key) => pattern.test(key));
