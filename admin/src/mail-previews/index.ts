import { lazy } from 'react';
import MailIcon from '@mui/icons-material/Mail';
import type { AdminResource } from '../shell/admin-resource';
import { screens } from '../screens';

/** The mail previews: loaded when first shown. */
const MailPreviewPage = lazy(screens.mailPreviewPage.load);

/** Named after its fixed address /admin/email-debug-output, which the resource name decides. */
export const mailPreviewsResource = { name: 'email-debug-output', list: MailPreviewPage, icon: MailIcon } satisfies AdminResource;
