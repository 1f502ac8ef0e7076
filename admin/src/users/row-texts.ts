import type { UserListRow } from '@bfsm/api-adapter';
import type { Translate } from '../i18n/message-translate';
import { isLicenseRow, licenseOwnerLabel } from './row-kind';

/** What a card of the phone's user list says: the row's identity, who and what, and its number. */
export interface RowTexts {
  license: boolean;
  primary: string;
  secondary: string;
  tertiary: string;
}

/**
 * The texts of one card, for react-admin's list (UserSimpleList) and for the first look drawn
 * before it (first-look/), so both say the same: e-mail, or whose licence it is; name or
 * 'noch nicht vergeben', and the licence type; '#n' for a user, 'L-n' for a licence.
 */
export function rowTexts(row: UserListRow, translate: Translate): RowTexts {
  const license = isLicenseRow(row);
  return {
    license,
    primary: license ? translate('resources.users.licenseRow.owner', { owner: licenseOwnerLabel(row) }) : row.email,
    secondary: [license ? translate('resources.license.parties.unassigned') : row.name, row.license].filter(Boolean).join(' · '),
    tertiary: license
      ? translate('resources.users.licenseRow.number', { id: row.sortindex })
      : `${translate('resources.users.fields.sortindex')}${row.sortindex}`,
  };
}
