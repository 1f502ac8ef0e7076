/**
 * ALTCHA's own texts in German, under its i18n keys. They live beside the widget rather than in
 * texts.ts because only the widget's chunk needs them: the catalogue is part of every page's
 * initial JavaScript, which has a budget of 30 KB.
 */
export const altchaStrings = {
  ariaLinkLabel: 'ALTCHA (offizielle Website)',
  cancel: 'Abbrechen',
  enterCode: 'Code eingeben',
  enterCodeAria: 'Geben Sie den Code ein, den Sie hören. Mit der Leertaste spielen Sie die Audiodatei ab.',
  enterCodeFromImage: 'Bitte geben Sie zum Fortfahren den Code aus dem Bild ein.',
  error: 'Überprüfung fehlgeschlagen. Bitte versuchen Sie es erneut.',
  expired: 'Die Überprüfung ist abgelaufen. Bitte erneut bestätigen.',
  footer: 'Geschützt durch ALTCHA',
  getAudioChallenge: 'Code als Audiodatei abspielen',
  label: 'Ich bin kein Roboter',
  loading: 'Wird geladen …',
  reload: 'Neu laden',
  verify: 'Bestätigen',
  verificationRequired: 'Bitte bestätigen Sie die Sicherheitsabfrage.',
  verified: 'Überprüft',
  verifying: 'Überprüfung läuft …',
  waitAlert: 'Überprüfung läuft … bitte warten.',
};
