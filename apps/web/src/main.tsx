import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StatusPage } from './app/StatusPage.tsx';
import { theme } from './app/theme.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <StatusPage />
    </MantineProvider>
  </StrictMode>,
);
