import { useEffect, useRef, useState } from 'preact/hooks';
import { rules, texts } from '@bfsm/api-adapter';
import { ErrorAlert } from '../forms/ErrorAlert';
import { FieldError, errorId, invalidProps } from '../forms/FieldError';
import { ReloadPageButton } from '../route-errors/ReloadPageButton';
import { captchaTexts } from './captcha-texts';
import { useCaptchaLoader } from './captcha-loader';
import type { CaptchaWidget, CaptchaWidgetModule } from './captcha-widget';
import { loadWithRetries } from './load-with-retries';

const t = captchaTexts;

interface Props {
  id: string;
  /** Where the widget fetches its challenge; the token call of the form names it (undefined until it has answered). */
  challengeUrl: string | undefined;
  /** The widget solved the challenge: `payload` is what the form sends as `captcha`. */
  onSolved: (payload: string) => void;
  /** The solution is gone (expired, failed, reset): the form has none to send. */
  onCleared: () => void;
  /** A new value resets the widget: after a failed submission, as the server takes each solution once. */
  resetSignal: number;
  disabled?: boolean;
  error?: string | undefined;
  /** A message elsewhere that makes the captcha invalid (see invalidProps). */
  describedBy?: string | undefined;
}

type Loaded = { status: 'loading' } | { status: 'ready'; module: CaptchaWidgetModule } | { status: 'failed' };

/** The human check of the registration and the password reset request. */
export function Captcha({ id, challengeUrl, onSolved, onCleared, resetSignal, disabled, error, describedBy }: Props) {
  const loader = useCaptchaLoader();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<CaptchaWidget | undefined>(undefined);
  // The widget's listeners live as long as the widget; they call whatever the form passes now.
  const callbacks = useRef({ onSolved, onCleared });
  callbacks.current = { onSolved, onCleared };

  // The widget's code is fetched when the page has settled or when the visitor starts on the form.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let active = true;
    const want = () => active && setWanted(true);
    void loader.idle().then(want);
    const form = host.current?.closest('form');
    form?.addEventListener('focusin', want, { once: true });
    form?.addEventListener('pointerdown', want, { once: true });
    return () => {
      active = false;
      form?.removeEventListener('focusin', want);
      form?.removeEventListener('pointerdown', want);
    };
  }, [loader]);

  useEffect(() => {
    if (!wanted) return;
    let active = true;
    loadWithRetries(loader.importWidget, rules.captchaLoaderRetries, loader.retryDelayMs).then(
      (module) => active && setLoaded({ status: 'ready', module }),
      (failure: unknown) => {
        console.error(failure);
        if (active) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [loader, wanted]);

  useEffect(() => {
    const container = host.current;
    if (loaded.status !== 'ready' || !container || !challengeUrl) return;
    const created = loaded.module.createCaptchaWidget(challengeUrl);
    const onStateChange = (event: Event) => {
      const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
      const payload = solvedPayload(detail);
      if (payload) callbacks.current.onSolved(payload);
      else callbacks.current.onCleared();
    };
    // An expired widget keeps its stale solution until reset; the reset keeps the expiry note.
    // A failed check needs no reset: the widget has already dropped the solution, and a reset
    // would hide its message. Either way a click on the box starts a fresh check.
    const onExpired = () => {
      created.reset(true);
      callbacks.current.onCleared();
    };
    created.element.addEventListener('statechange', onStateChange);
    created.element.addEventListener('expired', onExpired);
    container.append(created.element);
    widget.current = created;
    return () => {
      created.element.removeEventListener('statechange', onStateChange);
      created.element.removeEventListener('expired', onExpired);
      created.element.remove();
      widget.current = undefined;
    };
  }, [loaded, challengeUrl]);

  const initialResetSignal = useRef(resetSignal);
  useEffect(() => {
    if (resetSignal === initialResetSignal.current) return;
    widget.current?.reset();
    callbacks.current.onCleared();
  }, [resetSignal]);

  const labelId = `${id}-label`;
  return (
    <div
      id={id}
      class="form__field captcha"
      role="group"
      aria-labelledby={labelId}
      tabIndex={-1}
      inert={disabled}
      {...invalidProps(id, error, describedBy)}
    >
      <span id={labelId} class="form__label">
        {t.label}
        <span class="form__required" aria-hidden="true">
          {' *'}
        </span>
      </span>
      {/* The box keeps the widget's height from the start, so that nothing below moves when it arrives. */}
      <div class="captcha__box">
        {(loaded.status === 'loading' || (loaded.status === 'ready' && !challengeUrl)) && (
          <p class="loading-hint captcha__loading">{t.loading}</p>
        )}
        {loaded.status === 'failed' && (
          <ErrorAlert>
            <p>{texts.errors.lazyLoad}</p>
            <ReloadPageButton />
          </ErrorAlert>
        )}
        <div ref={host} class="captcha__widget" />
      </div>
      <FieldError id={errorId(id)} message={error} />
    </div>
  );
}

function solvedPayload(detail: unknown): string | undefined {
  if (typeof detail !== 'object' || detail === null || !('state' in detail) || detail.state !== 'verified') return undefined;
  return 'payload' in detail && typeof detail.payload === 'string' && detail.payload ? detail.payload : undefined;
}
