import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { mountWhenLoaded } from './shell/mount-admin';

mountWhenLoaded(document, (container) =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
