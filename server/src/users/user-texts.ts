/** German answers of the admin's calls on users that the shared texts of api-adapter do not have. */
export const userTexts = {
  ownAccountDeletion: 'Ihr eigenes Konto können Sie nicht löschen.',
  ownAdminRights: 'Ihre eigenen Admin-Rechte können Sie nicht entziehen.',
} as const;
