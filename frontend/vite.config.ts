import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const backend = 'http://localhost:3000';
const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // Pinned to this folder so the build and the route generator work the same whether vite is
  // started from frontend/ or from the repository root.
  root: here('.'),
  plugins: [
    // The router plugin must run before the React plugin, or route generation and code
    // splitting fail without an error.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Its default scratch folder is .tanstack/ in the working directory, which git would see.
      tmpDir: here('./node_modules/.cache/tanstack-router'),
    }),
    react(),
  ],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': backend,
      '/template': backend,
      '/img': backend,
      '/upload': backend,
    },
  },
});
