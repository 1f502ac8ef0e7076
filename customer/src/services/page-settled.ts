/**
 * Resolves once the page has loaded and then a few seconds have passed: the time to start work
 * that the first screen does not need (the error-reporting SDK, the captcha widget before anyone
 * reaches for it), so that it does not compete with the first screen for a phone's CPU
 * (decision 025). Errors meanwhile wait in appErrors; the captcha also starts on interaction.
 */
export function pageSettled(delayMs = 4000): Promise<void> {
  return new Promise((resolve) => {
    const wait = () => setTimeout(resolve, delayMs);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
  });
}
