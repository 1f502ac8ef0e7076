/**
 * German texts of the dashboard and its licence description. They live beside the screen, not in
 * the shell's catalogue (texts.ts), so that only the lazily loaded dashboard carries them and the
 * start of the app stays within its size budget.
 */
export const dashboardTexts = {
  dashboard: {
    welcome: 'Willkommen',
    welcomeNamed: (greeting: string, lastName: string) => `Willkommen, ${greeting} ${lastName}`,
    licenseHeading: (licenseName: string) => `Ihre Lizenz: ${licenseName}`,
    openInvitation: 'Offene Einladung ansehen',
    invitationHint: 'Für Ihre E-Mail-Adresse liegt eine Einladung zu einer Lizenz vor.',
    downloadHeading: 'Installation',
    downloadText: 'Laden Sie das Installationsprogramm herunter und melden Sie sich im Programm mit Ihrem Konto an.',
    download: 'Installationsprogramm herunterladen',
    helpHeading: 'Hilfe',
    licenseHelp:
      'Beim ersten Start melden Sie sich im Programm mit Ihrer E-Mail-Adresse und Ihrem Passwort an; damit wird Ihre Lizenz auf diesem Gerät aktiviert. Antworten auf häufige Fragen zu Lizenz, Aktivierung und Geräten finden Sie im Hilfe-Center.',
    conceptHelp:
      'Concept ist kostenlos und braucht keine Lizenzverwaltung: Melden Sie sich im Programm mit Ihrem Konto an und legen Sie los. Anleitungen zu den Funktionen von Concept und zum Umstieg auf Next finden Sie im Hilfe-Center.',
    helpCenter: 'Zum Hilfe-Center',
    support: 'Fragen? Unser Support hilft Ihnen gern:',
    training: 'Schulungen: Wir bieten Online-Schulungen an – schreiben Sie uns.',
    orderHeading: (product: string) => `So bestellen Sie ${product}`,
    orderText:
      'Schließen Sie unter Jahres-Abo ein Abo mit allen Modulen ab, auf Wunsch auch auf Rechnung. Danach melden Sie sich im Programm einfach wieder an.',
    orderLink: 'Jahres-Abo ansehen',
  },

  license: {
    trialUntil: (product: string, date: string) =>
      `Sie testen ${product} Next kostenlos mit vollem Funktionsumfang. Der Test endet am ${date} automatisch – eine Kündigung ist nicht nötig.`,
    trial: (product: string) =>
      `Sie testen ${product} Next 7 Tage kostenlos mit vollem Funktionsumfang. Der Test endet automatisch – eine Kündigung ist nicht nötig.`,
    trialOver: (product: string, date: string) =>
      `Ihre Testphase von ${product} ist am ${date} abgelaufen. Ihrem Konto ist keine Lizenz mehr zugeordnet; Ihre Projekte bleiben auf Ihrem Rechner.`,
    none: 'Ihrem Konto ist zurzeit keine Lizenz zugeordnet. Sie können ein Jahres-Abo abschließen oder die kostenlose Edition Concept nutzen.',
    classic: (product: string) => `Sie nutzen ${product} Classic, die bewährte Ausgabe mit Lizenz je Gerät.`,
    next: (product: string) => `Sie nutzen ${product} Next im Jahres-Abo mit allen Modulen.`,
    insight: (product: string) =>
      `Sie nutzen eine Viewer-Lizenz ${product} Insight: Sie können Matrizen öffnen, ansehen und drucken, aber nicht bearbeiten.`,
    onSite: (product: string) =>
      `Sie nutzen eine Viewer-Lizenz ${product} onSite für die Arbeit vor Ort: Matrizen ansehen und Prüfungen dokumentieren.`,
    concept: (product: string) => `Sie nutzen ${product} Concept, die kostenlose Edition für Entwürfe und kleinere Projekte.`,
    validUntil: (date: string) => `Gültig bis ${date}.`,
  },
};
