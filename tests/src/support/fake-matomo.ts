import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Arrivals } from '@bfsm/server/test-support/waiting.js';

/** One request that reached the tracker's host: matomo.js, or a tracking request to matomo.php. */
export interface TrackerRequest {
  method: string;
  path: string;
  params: URLSearchParams;
}

export interface FakeMatomo {
  /** The tracker's base address, for MATOMO_URL: http://127.0.0.1:<port>/ */
  url: string;
  origin: string;
  /** Every request that reached this host, in order. */
  requests: TrackerRequest[];
  /** The tracking requests (matomo.php) only. */
  trackingRequests(): TrackerRequest[];
  /** Resolves with the first tracking request that matches; rejects after timeoutMs. */
  waitForTracking(predicate: (request: TrackerRequest) => boolean, timeoutMs?: number): Promise<TrackerRequest>;
  close(): Promise<void>;
}

/**
 * A stand-in for Matomo's matomo.js (whose code we do not ship): it works through `_paq` as the
 * real tracker does, for the commands the portal uses, and sends the documented tracking
 * requests of Matomo's HTTP API (idsite, rec, url, urlref, dimension<N>, download). Page views go
 * as images and downloads as beacons, as the real tracker sends them; an unknown command throws,
 * as it does in the real one.
 */
const trackerScript = String.raw`(function () {
  var state = { consentRequired: false, consentGiven: false, trackerUrl: '', siteId: '', dimensions: {}, downloadExtensions: [], linkTracking: false, customUrl: '', referrer: document.referrer };
  function send(parameters, asBeacon) {
    if (state.consentRequired && !state.consentGiven) return;
    var query = new URLSearchParams({ idsite: String(state.siteId), rec: '1', url: state.customUrl || location.href, urlref: state.referrer });
    Object.keys(state.dimensions).forEach(function (id) { query.set('dimension' + id, state.dimensions[id]); });
    Object.keys(parameters).forEach(function (name) { query.set(name, parameters[name]); });
    var address = state.trackerUrl + '?' + query.toString();
    if (asBeacon) navigator.sendBeacon(address);
    else new Image().src = address;
  }
  var commands = {
    requireConsent: function () { state.consentRequired = true; },
    setConsentGiven: function () { state.consentGiven = true; },
    forgetConsentGiven: function () { state.consentGiven = false; },
    setTrackerUrl: function (url) { state.trackerUrl = url; },
    setSiteId: function (id) { state.siteId = id; },
    setCustomDimension: function (id, value) { state.dimensions[id] = value; },
    setDownloadExtensions: function (list) { state.downloadExtensions = String(list).split('|'); },
    enableLinkTracking: function () { state.linkTracking = true; },
    setCustomUrl: function (url) { state.customUrl = url; },
    setReferrerUrl: function (url) { state.referrer = url; },
    trackPageView: function () { send({ action_name: document.title }, false); }
  };
  function apply(command) {
    var run = commands[command[0]];
    if (!run) throw new TypeError("The method '" + command[0] + "' was not found in \"_paq\" variable.");
    run.apply(null, command.slice(1));
  }
  var queued = window._paq || [];
  window._paq = { push: apply };
  queued.forEach(apply);
  document.addEventListener('click', function (event) {
    var link = state.linkTracking && event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    var file = new URL(link.href).pathname.split('/').pop() || '';
    var extension = file.indexOf('.') >= 0 ? file.split('.').pop().toLowerCase() : '';
    if (extension && state.downloadExtensions.indexOf(extension) >= 0) send({ download: link.href }, true);
  }, true);
})();`;

export async function startFakeMatomo(): Promise<FakeMatomo> {
  const received = new Arrivals<TrackerRequest>();
  const requests = received.items;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://tracker.invalid');
    received.add({ method: request.method ?? 'GET', path: url.pathname, params: url.searchParams });
    request.resume();
    if (url.pathname === '/matomo.js') response.writeHead(200, { 'content-type': 'text/javascript' }).end(trackerScript);
    // The real tracker answers with a transparent GIF or 204; the browser only needs an answer.
    else response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const isTracking = (request: TrackerRequest) => request.path === '/matomo.php';
  const trackingRequests = () => requests.filter(isTracking);

  const waitForTracking = (predicate: (request: TrackerRequest) => boolean, timeoutMs = 10_000): Promise<TrackerRequest> =>
    received.find(
      (request) => isTracking(request) && predicate(request),
      timeoutMs,
      () =>
        `Keine passende Tracking-Anfrage nach ${timeoutMs} ms: ${
          trackingRequests()
            .map((request) => request.params.toString())
            .join(' | ') || 'keine'
        }`,
    );

  return {
    url: `http://127.0.0.1:${port}/`,
    origin: `http://127.0.0.1:${port}`,
    requests,
    trackingRequests,
    waitForTracking,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
