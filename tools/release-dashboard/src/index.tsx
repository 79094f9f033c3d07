import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './page.global.scss';

const root = document.getElementById('root');
if (!root) throw new Error('The dashboard’s page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
