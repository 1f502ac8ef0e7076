import { useState } from 'preact/hooks';

/** A form's values as typed, and `set(key)`, which makes the setter of one field. */
export function useFormValues<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  return { values, setValues, set };
}
