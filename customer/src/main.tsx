import { render } from 'preact';
import { App } from './app/App';
import { screenFor } from './app/routes';
import { browserServices } from './services/services';

const container = document.getElementById('app');
if (!container) throw new Error('Das Element #app fehlt in index.html.');

// The static shell of index.html stays until the first screen's code is here, then the app replaces it.
void screenFor(location.pathname)
  .preload()
  .then(() => {
    container.replaceChildren();
    render(<App services={browserServices()} />, container);
  });
