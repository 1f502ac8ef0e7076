import { germanMessages } from './german-messages';

/** A translation as react-admin's `translate` does it: a message key, its %{placeholders}, a `smart_count` and a `_` default. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The message at a dotted key ('ra.action.search'), if it is a text. */
function messageAt(key: string): string | undefined {
  let message: unknown = germanMessages;
  for (const part of key.split('.'))
    message = typeof message === 'object' && message !== null ? (message as Record<string, unknown>)[part] : undefined;
  return typeof message === 'string' ? message : undefined;
}

/**
 * The admin's one translation, before react-admin has loaded (first-look/) and in it (the i18n
 * provider): what react-admin's Polyglot provider makes of german-messages.ts, without Polyglot,
 * whose ES2017 shims would sit in the back-office's start (decision 069).
 * - the key's text, else the `_` default, else the key itself (Polyglot's `allowMissing`);
 * - with `smart_count`, the singular of 'singular |||| plural' for exactly 1, else the plural
 *   (German's rule), without the spaces around it;
 * - %{placeholders} filled in from the values; one without a value stays as it is.
 */
export const messageTranslate: Translate = (key, values = {}) => {
  const phrase = messageAt(key) ?? (typeof values._ === 'string' ? values._ : key);
  const count = values.smart_count;
  let text = phrase;
  if (count != null && phrase) {
    const forms = phrase.split('||||');
    text = (forms[count !== 1 ? 1 : 0] || forms[0] || '').trim();
  }
  return text.replace(/%\{(.*?)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) && values[name] != null ? String(values[name]) : placeholder,
  );
};
