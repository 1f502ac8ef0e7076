import { errorReportingOptions, tracingOptions } from './error-reporting-options.js';

describe('errorReportingOptions', () => {
  const options = errorReportingOptions({ dsn: 'https://key@sentry.example.test/1' });

  it('report in environment production with every trace sampled, through the tunnel, without personal data', () => {
    expect(options).toMatchObject({
      dsn: 'https://key@sentry.example.test/1',
      tunnel: '/webapi/error-reports',
      environment: 'production',
      tracesSampleRate: 1,
      sendDefaultPii: false,
    });
  });

  it('scrub events, spans and breadcrumbs before they leave the browser', () => {
    const url = 'https://portal.example.test/confirm-mail/12-GeHeim0123456789abcdef';
    for (const hook of [options.beforeSend, options.beforeSendSpan, options.beforeBreadcrumb]) {
      expect(JSON.stringify(hook({ request: { url }, data: { token: 'abc' } }))).not.toMatch(/GeHeim|abc/);
    }
  });

  it('name a page load without the code of its address', () => {
    expect(tracingOptions.beforeStartSpan({ name: '/confirm-forgotten-password/12-GeHeim0123456789abcdef', op: 'pageload' })).toEqual({
      name: '/confirm-forgotten-password/[Filtered]',
      op: 'pageload',
    });
  });
});
