import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@vela/core': fileURLToPath(new URL('../core/src/index.ts', import.meta.url)) } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: {
        // antd's @rc-component packages have no import-time effects (none imports a file for its effect)
        // but do not say so in package.json: without this their barrels bring unused parts onto the login
        // page (rc-input's TextArea, rc-form's Form and validator; issue 5 budget, shell-bundle-budget.spec.ts).
        moduleSideEffects: (id) => (id.includes('/node_modules/@rc-component/') ? false : undefined),
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/ws': { target: 'ws://127.0.0.1:3000', ws: true } } },
});
