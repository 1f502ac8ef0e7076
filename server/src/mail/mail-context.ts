import type { Config } from '../config/config.js';

/**
 * What a template needs besides its data: the public address for links and the product's name
 * and support address for the footer. The server's Config satisfies it, so callers pass config.
 */
export type MailContext = Pick<Config, 'publicUrl'> & { product: Pick<Config['product'], 'name' | 'supportEmail' | 'helpCenterUrl'> };
