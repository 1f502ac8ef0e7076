// The descriptions in a chunk of their own, loaded after the first screen: they matter to
// crawlers, which get them from the server in the page itself, and the first screen's
// JavaScript has a budget to keep (decision 025).
export { defaultPageDescription, pageDescriptions } from '@bfsm/api-adapter';
