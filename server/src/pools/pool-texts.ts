/** German answers of the pool owner's calls (README, 'Licence pools and invitations'). */
export const poolTexts = {
  alreadyMember: 'Diese E-Mail-Adresse gehört bereits zu einem Viewer Ihres Pools.',
  alreadyInvited:
    'An diese E-Mail-Adresse ist bereits eine Einladung unterwegs. Sie können sie in der Liste erneut senden oder zurückziehen.',
  selfInvitation: 'Sie können sich nicht selbst einladen.',
  noFreeLicense: 'In diesem Pool ist keine Lizenz dieses Typs mehr frei.',
  invitationClosed: 'Diese Einladung ist nicht mehr offen.',
  tooManyInvitationMails:
    'Aus diesem Pool wurden in kurzer Zeit viele Einladungen versendet. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  notPoolPerson: 'Bitte wählen Sie den Eigentümer oder ein Mitglied des Pools.',
  viewerTypesOnly: 'Ein Pool enthält nur Viewer-Lizenzen (Insight oder onSite).',
} as const;
