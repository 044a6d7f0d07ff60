import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { textsReady } from './i18n';
import { watchFailedStylesheets } from './lib/lazy-screen';
import { restoreOfflineReads } from './lib/offline';
import { TRPCProvider, queryClient, trpcClient } from './lib/trpc';
import './styles.css';
import './screens.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Loaded beside the first screen rather than in it: the cleanup runs a second after load (SPEC section 7).
void import('./features/documents/pdf-cache-cleanup').then((module) => module.scheduleExpiredPdfCleanup());
watchFailedStylesheets();
restoreOfflineReads();

// The texts of a stored English choice load first (Spanish ships in the bundle).
void textsReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <App />
        </TRPCProvider>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
