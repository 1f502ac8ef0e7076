import type { AdminResourceName } from '@bfsm/api-adapter';
import type { ResourceProps } from 'react-admin';

/**
 * What a resource folder exports for App.tsx to spread into a <Resource>: react-admin's props,
 * with the name limited to the resources the api-adapter serves.
 */
export type AdminResource = ResourceProps & { name: AdminResourceName | 'prices' };
