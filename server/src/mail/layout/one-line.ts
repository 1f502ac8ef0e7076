/** Every character that some mail program, terminal or editor takes for the end of a line. */
const lineSeparators = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/g;

/**
 * A block of the text part on one line. Templates write each block as one paragraph, so a line
 * break inside one can only come from a value (a name stored before the contract refused them):
 * it becomes a space, and no value starts a line of its own that a reader could take for a
 * header ("Bcc: …") or for the portal's own words.
 */
export function oneLine(text: string): string {
  return text.replace(lineSeparators, ' ');
}
