/**
 * The form's fixed addresses, inside the admin (react-admin's own would be
 * /references/create and /references/{id}). The public page lives in the customer app.
 */
export const referencePaths = {
  list: '/references',
  create: '/reference/new',
  edit: (id: string | number) => `/reference/${id}`,
  publicPage: (id: string | number) => `/reference/${id}`,
};
