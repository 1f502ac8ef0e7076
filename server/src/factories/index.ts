// Test and demo data, written through the same tables the portal uses.
export { createUser, defaultPassword, type CreateUserOptions, type User } from './users.js';
export { userKinds, type UserKind } from './user-kinds.js';
export { createPool, addPoolMember, type CreatePoolOptions, type Pool, type License, type PoolMember } from './pools.js';
export { createInvitation, hashInvitationCode, type CreateInvitationOptions, type Invitation } from './invitations.js';
export { createDevice, type CreateDeviceOptions, type Device } from './devices.js';
export { createFeature, setUserFeature, type Feature, type UserFeature } from './features.js';
export { createSentNotification, type SentNotification } from './notifications.js';
export { createIssuedLicense, type IssuedLicense } from './issued-licenses.js';
export { createReference, type CreateReferenceOptions, type Reference } from './references.js';
export { createRelease, type CreateReleaseOptions, type Release } from './releases.js';
export { publishTermsVersion, acceptCurrentTerms } from './terms.js';
export { dateInDays } from './calendar.js';
