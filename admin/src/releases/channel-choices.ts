import { releaseChannels } from '@bfsm/api-adapter';

/** The channels as the form and the list name them ('Stabil', 'Nightly'), by message key. */
export const channelChoices = releaseChannels.map((channel) => ({ id: channel, name: `resources.releases.channel.${channel}` }));
