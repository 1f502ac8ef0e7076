import { lazy } from 'react';
import AuditIcon from '@mui/icons-material/History';
import type { AdminResource } from '../shell/admin-resource';
import { screens } from '../screens';

/** Loaded when the Protokoll is first shown, so the start of the admin stays small. */
const AuditList = lazy(screens.auditList.load);

export const auditResource = { name: 'audit', list: AuditList, icon: AuditIcon } satisfies AdminResource;
