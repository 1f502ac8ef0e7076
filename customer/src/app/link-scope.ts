/**
 * Links whose href matches are routed inside the app; all others load a full page. The server
 * routes (sign-out, webapi, the installer and any file under /download/) and the admin app live
 * outside the customer app; /download itself is the app's download page.
 */
export const appLinkScope = /^\/(?!(admin|logout|webapi|check-login)([/?#]|$)|download\/)/;
