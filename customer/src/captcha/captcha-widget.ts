/**
 * What the screens need of a captcha widget. The ALTCHA module gives one (altcha-widget.ts);
 * unit tests hand in a fake, as the real widget needs workers and crypto that jsdom lacks.
 *
 * The element reports its state with a 'statechange' event ({ state, payload }) and an 'expired'
 * event, as ALTCHA's element does.
 */
export interface CaptchaWidget {
  element: HTMLElement;
  /** Drops the solution. `expired` keeps the widget's note that the check has expired. */
  reset(expired?: boolean): void;
}

export interface CaptchaWidgetModule {
  createCaptchaWidget(challengeUrl: string): CaptchaWidget;
}
