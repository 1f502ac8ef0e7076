export type ConsentChoice = 'accepted' | 'declined';

/**
 * Where the visitor's choice is kept. Storing the choice itself needs no consent (TTDSG § 25 (2):
 * strictly necessary to honour it); localStorage, because no server ever needs to read it.
 */
const storageKey = 'bfsm-analytics-consent';

/** The stored choice; undefined when none was made (or storage is blocked, which asks again). */
export function readChoice(storage: Storage | undefined): ConsentChoice | undefined {
  try {
    const value = storage?.getItem(storageKey);
    return value === 'accepted' || value === 'declined' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeChoice(storage: Storage | undefined, choice: ConsentChoice): void {
  try {
    storage?.setItem(storageKey, choice);
  } catch {
    // Blocked storage: the choice holds for this page, and the banner asks again on the next visit.
  }
}
