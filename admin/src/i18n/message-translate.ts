import { germanMessages } from './german-messages';

/** A translation as react-admin's `translate` does it: a message key and its %{placeholders}. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A translation from german-messages.ts without react-admin's i18n provider, for what is drawn
 * before react-admin has loaded (first-look/): the key's text with its %{placeholders} filled in,
 * as Polyglot fills them; an unknown key is returned as it is, as the provider does (allowMissing).
 */
export const messageTranslate: Translate = (key, values = {}) => {
  let text: unknown = germanMessages;
  for (const part of key.split('.')) text = typeof text === 'object' && text !== null ? (text as Record<string, unknown>)[part] : undefined;
  if (typeof text !== 'string') return key;
  return text.replace(/%\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
};
