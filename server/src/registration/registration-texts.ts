/** German texts only the server words (the apps show them as they come). */
export const registrationTexts = {
  captchaInvalid: 'Die Sicherheitsabfrage ist ungültig oder abgelaufen. Bitte bestätigen Sie sie erneut.',
  phoneRequired: 'Bitte geben Sie eine Telefonnummer an.',
  linkInvalid: 'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig aus der E-Mail übernommen haben.',
  linkExpired: 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.',
  linkUsed: 'Dieser Link wurde bereits verwendet.',
  emailNotConfirmed: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen den Bestätigungslink soeben noch einmal gesendet.',
} as const;
