import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const serverPort = Number(process.env.PORT ?? 8080);

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/rest': `http://localhost:${serverPort}`,
      '/specific/config.json': `http://localhost:${serverPort}`,
    },
  },
  build: { target: 'es2022', sourcemap: false },
});
