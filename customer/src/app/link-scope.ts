/**
 * Links whose href matches are routed inside the app; all others load a full page. The server
 * routes (sign-out, installer download, webapi) and the admin app live outside the customer app.
 */
export const appLinkScope = /^\/(?!(admin|logout|download|webapi|check-login)([/?#]|$))/;
