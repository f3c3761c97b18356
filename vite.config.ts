import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'

const webRoot = fileURLToPath(new URL('./web', import.meta.url))

// In development the Fastify server mounts Vite in middleware mode, so no dev proxy is needed.
export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  build: {
    // WEB_DIST_DIR lets parallel builds (e.g. several test runs) each use their own folder.
    outDir: process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // Building a zod schema has no side effects, so schemas of contracts/ that the browser
        // never uses are dropped, and zod only ships with the screens that validate with it.
        // (Never call z.config() or other zod functions for their side effects in contracts/.)
        manualPureFunctions: ['z'],
      },
    },
  },
})
