/**
 * Links whose href matches are routed inside the app; all others load a full page. The server
 * routes (sign-out, the installer /download/installer, webapi) and the admin app live outside the customer app.
 */
export const appLinkScope = /^\/(?!(admin|logout|download\/installer|webapi|check-login)([/?#]|$))/;
