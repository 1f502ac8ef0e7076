export type { CaptchaProvider } from './captcha-provider.js';
export { altchaAlgorithm, createAltchaProvider, type AltchaOptions } from './altcha-provider.js';
export { createCaptcha } from './create-captcha.js';
