import { rules } from '@bfsm/api-adapter';

/** German texts of the pool screens (Viewer verwalten, invite, add a licence). */
export const poolTexts = {
  title: 'Viewer verwalten',
  memberOnly: 'Ihre Lizenz stammt aus einem Lizenzpool; verwaltet wird er von seinem Eigentümer.',

  countsHeading: 'Verfügbare Lizenzen',
  countsCaption: 'Lizenzen des Pools nach Typ',
  licenseType: 'Lizenztyp',
  total: 'Gesamt',
  assigned: 'Vergeben',
  reserved: 'Reserviert',
  free: 'Frei',
  reservedHint: 'Eine offene Einladung reserviert ihre Lizenz, bis sie angenommen, abgelehnt oder zurückgezogen wird.',
  invite: 'Viewer einladen',
  noFreeLicense:
    'Zurzeit ist keine Lizenz frei. Ziehen Sie eine Einladung zurück oder entfernen Sie einen Viewer, um wieder einladen zu können.',

  membersHeading: 'Viewer',
  noMembers: 'Noch keine Viewer in diesem Pool.',
  email: 'E-Mail',
  name: 'Name',
  remove: 'Entfernen',
  removeLabel: (who: string) => `${who} entfernen`,
  removeTitle: 'Viewer entfernen?',
  removeText: (who: string) =>
    `${who} verliert die Lizenz und erhält darüber eine E-Mail. Die Lizenz ist danach wieder frei und kann neu vergeben werden.`,
  removed: (who: string) => `${who} wurde aus dem Pool entfernt.`,

  invitesHeading: 'Offene Einladungen',
  noInvites: 'Keine offenen Einladungen.',
  invitedOn: 'Eingeladen am',
  state: 'Status',
  actions: 'Aktionen',
  pending: (date: string) => `gültig bis ${date}`,
  expired: 'abgelaufen',
  revoke: 'Zurückziehen',
  revokeLabel: (email: string) => `Einladung an ${email} zurückziehen`,
  revokeTitle: 'Einladung zurückziehen?',
  revokeText: (email: string) => `Der Link in der Einladung an ${email} wird sofort ungültig; die reservierte Lizenz ist wieder frei.`,
  revoked: (email: string) => `Die Einladung an ${email} wurde zurückgezogen.`,
  resend: 'Erneut senden',
  resendLabel: (email: string) => `Einladung an ${email} erneut senden`,
  resent: (email: string) => `Die Einladung an ${email} wurde erneut versendet; der alte Link ist ungültig.`,

  reportedHeading: 'Gemeldete Einladungen',
  reported: (email: string, date: string) => `Die Einladung an ${email} wurde am ${date} abgelehnt und als Missbrauch gemeldet.`,

  adminHeading: 'Administration',
  poolName: 'Name des Pools',
  addLicense: 'Lizenz hinzufügen',

  inviteIntro: `Die eingeladene Person erhält eine E-Mail mit einem Link, über den sie die Lizenz annimmt. Der Link ist ${rules.invitationValidDays} Tage gültig; die Lizenz bleibt für sie reserviert, bis sie antwortet oder Sie die Einladung zurückziehen.`,
  license: 'Lizenz',
  choose: 'Bitte wählen',
  licenseOption: (name: string, free: number) => `${name} (${free} frei)`,
  sendInvite: 'Einladung senden',
  backToPool: 'Zurück zu Viewer verwalten',

  addLicenseIntro: 'Eine Lizenz des Eigentümers ist im Pool frei; die Lizenz eines Viewers ersetzt seine bisherige, die dann frei wird.',
  owner: 'Eigentümer',
  poolOwner: (name: string) => `${name} (Eigentümer des Pools)`,
  expiration: 'Ablaufdatum',
  ownerRequired: 'Bitte wählen Sie den Eigentümer.',
} as const;
