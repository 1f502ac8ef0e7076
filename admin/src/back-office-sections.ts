import type { ComponentType } from 'react';
import NightlightIcon from '@mui/icons-material/Nightlight';
import type { ApiClient } from '@bfsm/api-adapter';
import type { AdminResource } from './shell/admin-resource';
import { auditResource } from './audit';
import { featuresResource } from './features';
import { InstallerPage } from './installer';
import { invoicesResource } from './invoices';
import { licenseResource } from './license';
import { mailPreviewsResource } from './mail-previews';
import { ordersResource } from './orders';
import { pricesResource } from './prices';
import { referencesResource } from './references';
import { releasesResource } from './releases';
import { usersResource } from './users';

/** A back-office screen of its own beside react-admin's resources, at /admin/{path}, with its menu entry. */
export interface AdminPage {
  path: string;
  /** The translation key of its menu entry and title. */
  label: string;
  icon: ComponentType;
  page: ComponentType<{ client: ApiClient }>;
}

export type BackOfficeSection = AdminResource | AdminPage;

const installerPage: AdminPage = { path: 'install-next', label: 'admin.installer.name', icon: NightlightIcon, page: InstallerPage };

/**
 * The back-office's table of contents, in the order of its menu: each resource folder's object
 * (App.tsx makes it a <Resource>; one with a list gets a menu entry) and the pages of their own.
 * A new resource is one line here (docs/new-resource.md).
 */
export const backOfficeSections: readonly BackOfficeSection[] = [
  usersResource,
  licenseResource,
  referencesResource,
  releasesResource,
  ordersResource,
  invoicesResource,
  pricesResource,
  installerPage,
  mailPreviewsResource,
  featuresResource,
  auditResource,
];

export const isAdminPage = (section: BackOfficeSection): section is AdminPage => 'page' in section;

export interface MenuEntry {
  path: string;
  label: string;
  icon: ComponentType | undefined;
}

/** The menu's entries after 'Übersicht': every page, and every resource that has a list to show. */
export function menuEntries(sections: readonly BackOfficeSection[]): MenuEntry[] {
  return sections.flatMap((section): MenuEntry[] => {
    if (isAdminPage(section)) return [{ path: section.path, label: section.label, icon: section.icon }];
    return section.list ? [{ path: section.name, label: `resources.${section.name}.name`, icon: section.icon }] : [];
  });
}
