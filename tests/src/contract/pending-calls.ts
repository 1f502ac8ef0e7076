/**
 * Calls of the contract that the server does not answer yet, as "METHOD path". The contract
 * test fails when this list is out of date in either direction, so each issue that implements
 * calls removes them here. Every call of the contract is answered today, so the list is empty.
 */
export const pendingCalls: readonly string[] = [];
