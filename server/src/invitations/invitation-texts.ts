/** German answers of the invitee's calls beyond the shared texts (texts.invitation). */
export const invitationTexts = {
  noFreeLicense: 'Leider ist im Pool keine passende Lizenz mehr frei. Bitte wenden Sie sich an die Person, die Sie eingeladen hat.',
} as const;
