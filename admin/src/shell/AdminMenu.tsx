import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import CollectionsIcon from '@mui/icons-material/Collections';
import NightlightIcon from '@mui/icons-material/Nightlight';
import MailIcon from '@mui/icons-material/Mail';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import HistoryIcon from '@mui/icons-material/History';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Menu, useBasename, useTranslate } from 'react-admin';
import { useAdminLinks } from './use-admin-links';

/**
 * The admin's tabs (README, 'The back-office'): Übersicht (the start page), Benutzer, Referenzen, Versionen (decision 042), Nightly, Mails, our Features and the
 * audit timeline (Protokoll, decision 027), and the operator's Blog and Analytics as external
 * links, each hidden while its setting is unset.
 */
export function AdminMenu() {
  const basename = useBasename();
  const { blogUrl, analyticsUrl } = useAdminLinks();
  return (
    <Menu>
      <Menu.DashboardItem primaryText="admin.overview.name" />
      <Menu.Item to={`${basename}/users`} primaryText="resources.users.name" leftIcon={<PeopleIcon />} />
      <Menu.Item to={`${basename}/references`} primaryText="resources.references.name" leftIcon={<CollectionsIcon />} />
      <Menu.Item to={`${basename}/releases`} primaryText="resources.releases.name" leftIcon={<NewReleasesIcon />} />
      <Menu.Item to={`${basename}/install-next`} primaryText="admin.installer.name" leftIcon={<NightlightIcon />} />
      <Menu.Item to={`${basename}/email-debug-output`} primaryText="resources.email-debug-output.name" leftIcon={<MailIcon />} />
      <Menu.Item to={`${basename}/features`} primaryText="resources.features.name" leftIcon={<ToggleOnIcon />} />
      <Menu.Item to={`${basename}/audit`} primaryText="resources.audit.name" leftIcon={<HistoryIcon />} />
      {blogUrl && <ExternalLink href={blogUrl} label="admin.menu.blog" />}
      {analyticsUrl && <ExternalLink href={analyticsUrl} label="admin.menu.analytics" />}
    </Menu>
  );
}

function ExternalLink({ href, label }: { href: string; label: string }) {
  const translate = useTranslate();
  return (
    <MenuItem component="a" href={href} target="_blank" rel="noopener noreferrer">
      <ListItemIcon>
        <OpenInNewIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
}
