import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { initLanguage } from '../i18n/i18n';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A stored Arabic preference loads its strings first; a failure still shows the English page.
void initLanguage()
  .catch(() => undefined)
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
