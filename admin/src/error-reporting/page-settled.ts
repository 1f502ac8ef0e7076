/**
 * Resolves once the page has loaded and then a few seconds have passed: the time to start the
 * error-reporting SDK, so that its start does not compete with the first screen for a phone's
 * CPU (the customer app's rule, decision 025; for the admin decision 046). Errors meanwhile wait
 * in appErrors.
 */
export function pageSettled(delayMs = 4000): Promise<void> {
  return new Promise((resolve) => {
    const wait = () => setTimeout(resolve, delayMs);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
  });
}
