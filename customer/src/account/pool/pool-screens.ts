// The pool's three pages share one lazy chunk: the app's routes then hold one import (and one
// list of its dependencies) for all of them, which keeps the initial script small.
export { default as PoolScreen } from './PoolScreen';
export { default as InviteScreen } from './InviteScreen';
export { default as AddLicenseScreen } from './AddLicenseScreen';
