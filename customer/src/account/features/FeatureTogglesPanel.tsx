import { useState } from 'preact/hooks';
import { featureCalls, type Feature } from '@bfsm/api-adapter';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { useServices } from '../../services/services';
import { asApiError } from '../../services/use-load';
import { useReloadableLoad } from '../../services/use-reloadable-load';
import { customerTexts } from '../../texts';
import { accountTexts } from '../account-texts';

const t = accountTexts.features;

/** The feature flags of a user, which an admin switches one by one (README, 'The account area'). */
export function FeatureTogglesPanel({ userId }: { userId: number }) {
  const { client } = useServices();
  const { state, reload } = useReloadableLoad(
    (signal) => client.call(featureCalls.listFeatures, { params: { userId } }, { signal }),
    [client, userId],
  );
  // The state asked for, shown at once until the list has been loaded again.
  const [switching, setSwitching] = useState<{ name: string; enabled: boolean }>();
  const [failure, setFailure] = useState<string>();

  async function toggle(feature: Feature, enabled: boolean) {
    setSwitching({ name: feature.name, enabled });
    setFailure(undefined);
    try {
      const call = enabled ? featureCalls.enableFeature : featureCalls.disableFeature;
      await client.call(call, { params: { name: feature.name, userId }, query: {} });
    } catch (error) {
      setFailure(asApiError(error).message);
    }
    // The list as the server has it now: the switched state, or the old one after a failure.
    await reload();
    setSwitching(undefined);
  }

  return (
    <section class="card" aria-labelledby="features-heading">
      <h2 id="features-heading">{t.heading}</h2>
      {state.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
      {state.status === 'failed' && <ErrorAlert>{state.error.message}</ErrorAlert>}
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {state.status === 'ready' && state.data.length === 0 && <p>{t.none}</p>}
      {state.status === 'ready' && state.data.length > 0 && (
        <table class="table">
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.description}</th>
              <th scope="col">{t.enabled}</th>
            </tr>
          </thead>
          <tbody>
            {state.data.map((feature) => (
              <tr key={feature.name}>
                <th scope="row">{feature.name}</th>
                <td>{feature.description}</td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t.toggle(feature.name)}
                    checked={switching?.name === feature.name ? switching.enabled : feature.enabled}
                    disabled={switching !== undefined}
                    onChange={(event) => void toggle(feature, event.currentTarget.checked)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
