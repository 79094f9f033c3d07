import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiProvider } from '@reduxjs/toolkit/query/react';
import { App } from './App';
import { dashboardQueries } from './data/dashboardQueries';
import './page.global.scss';

const root = document.getElementById('root');
if (!root) throw new Error('The dashboard’s page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <ApiProvider api={dashboardQueries}>
      <App />
    </ApiProvider>
  </StrictMode>,
);
