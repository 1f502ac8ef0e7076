/**
 * German texts of the security check (registration, invitation, password reset).
 * They live beside the screens that show them, not in the shell's catalogue (texts.ts), so that
 * only the lazily loaded screens carry them and the start of the app stays within its size budget.
 */
export const captchaTexts = {
  label: 'Sicherheitsabfrage',
  loading: 'Sicherheitsabfrage wird geladen …',
  required: 'Bitte bestätigen Sie die Sicherheitsabfrage.',
} as const;
