import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    // `npm run dev -w @clubline/web` talks to the api started by `npm start`.
    proxy: {
      '/graphql': 'http://localhost:3000',
      '/status': 'http://localhost:3000',
      '/oidc': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
    },
  },
  build: { outDir: 'dist', sourcemap: true },
});
