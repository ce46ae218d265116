import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from '@/api/client';
import { loadConfig, setConfig } from '@/lib/config';
import { getSettings } from '@/lib/settings';
import { App } from '@/app/app';
import './index.css';

const config = await loadConfig();
setConfig(config);
configureApiClient({
  baseUrl: config.apiBaseUrl,
  commonParams: () => {
    const { userId, optOut } = getSettings();
    return { userId, optOut };
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
