// The global stylesheet goes first so that component stylesheets, bundled after it, win ties.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from './router';

const router = createAppRouter();

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element to render into');
}

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
