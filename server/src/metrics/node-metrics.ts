import { collectDefaultMetrics, Counter, type Registry } from 'prom-client';

/**
 * prom-client's default process and Node.js metrics, without the gauges it names `*_total`
 * (nodejs_active_handles_total, nodejs_active_requests_total, nodejs_active_resources_total):
 * Prometheus keeps that suffix for counters, so `promtool check metrics` refuses them, and
 * prom-client 15 has no option to leave them out or rename them. Nothing is lost: each is the
 * sum over the types of the gauge without the suffix, e.g. `sum(nodejs_active_handles)`.
 */
export function registerNodeMetrics(registry: Registry): void {
  const before = new Set(registry.getMetricsAsArray().map((metric) => metric.name));
  collectDefaultMetrics({ register: registry });
  for (const metric of registry.getMetricsAsArray()) {
    // A removed metric is no longer collected either, so it costs nothing at a scrape.
    if (!before.has(metric.name) && metric.name.endsWith('_total') && !(metric instanceof Counter))
      registry.removeSingleMetric(metric.name);
  }
}
