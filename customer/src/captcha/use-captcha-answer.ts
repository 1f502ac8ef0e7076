import { useState } from 'preact/hooks';

/**
 * A form's side of the captcha: the solution to send, and `renew` after a failed submission,
 * because the server takes each solution once, whatever else was wrong. Spread `widget` on <Captcha>.
 */
export function useCaptchaAnswer() {
  const [answer, setAnswer] = useState<string>();
  const [resetSignal, setResetSignal] = useState(0);
  return {
    answer,
    renew: () => setResetSignal((count) => count + 1),
    widget: { onSolved: setAnswer, onCleared: () => setAnswer(undefined), resetSignal },
  };
}
