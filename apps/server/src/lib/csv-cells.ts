const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * OWASP CSV injection rule: a text cell a spreadsheet would read as a formula (=, +, -, @, tab or
 * carriage return first) is prefixed with a quote and quoted. A plain number (a negative balance)
 * cannot carry a formula and stays a number. Every CSV the server writes casts its strings here.
 */
export function neutraliseCell(value: string): string | { value: string; quoted: true } {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? { value: `'${value}`, quoted: true } : value;
}
