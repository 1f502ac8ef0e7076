// Loaded only on the screens with a captcha (it adds about 35 KB gzip), through captcha-loader.ts.
//
// The customer app's CSP allows scripts, styles and workers only from 'self'. ALTCHA's default
// build injects a <style> element and starts its workers from data: URLs, both of which that CSP
// blocks. Its "external" build does neither: the stylesheet is a file of its own (vite emits it
// beside this chunk and loads it with a <link>), and the workers are registered below from files
// that vite emits as assets.
import 'altcha/external';
import 'altcha/altcha.css';
import { State } from 'altcha/types';
import pbkdf2WorkerUrl from 'altcha/workers/pbkdf2?url';
import shaWorkerUrl from 'altcha/workers/sha?url';
import { altchaStrings } from './altcha-strings';
import type { CaptchaWidget } from './captcha-widget';

// The server issues PBKDF2/SHA-256 challenges; the other PBKDF2 and SHA variants cost nothing
// until a challenge asks for them, so an operator may switch without a new client.
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  $altcha.algorithms.set(algorithm, () => new Worker(pbkdf2WorkerUrl));
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  $altcha.algorithms.set(algorithm, () => new Worker(shaWorkerUrl));
}

$altcha.i18n.set('de', altchaStrings);
// The logo and the footer link to altcha.org; nothing on these screens should lead off the site.
$altcha.defaults.set({ language: 'de', hideLogo: true, hideFooter: true, type: 'checkbox', auto: 'off' });

export function createCaptchaWidget(challengeUrl: string): CaptchaWidget {
  const element = document.createElement('altcha-widget');
  element.setAttribute('challenge', challengeUrl);
  return {
    element,
    // The widget's methods exist once it has mounted; before that there is nothing to reset.
    reset: (expired) => element.reset?.(expired ? State.EXPIRED : State.UNVERIFIED),
  };
}
