import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'

const webRoot = fileURLToPath(new URL('./web', import.meta.url))

// In development the Fastify server mounts Vite in middleware mode, so no dev proxy is needed.
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url))

// WEB_DIST_DIR lets parallel builds (e.g. several test runs) each use their own folder.
const webDist = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('./dist/web', import.meta.url))

// `vite build --ssr src/entry-server.tsx` compiles the page renderer the production server
// imports into the build's ssr/ folder, which is never served (server/app-shell/server-render.ts).
export default defineConfig(({ command, isSsrBuild }) => ({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  // react-router's package exports only its development build (extra checks and warnings); the
  // browser bundle takes its production build. The dev server and the tests keep the warnings.
  resolve: {
    // The import aliases (#contracts/..., #server/..., #web/...) of tsconfig.base.json.
    tsconfigPaths: true,
    ...(command === 'build'
      ? {
          alias: [
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
          ],
        }
      : {}),
  },
  // The compiled page renderer carries its packages, so it runs from any folder (WEB_DIST_DIR) and
  // loads as a few files instead of hundreds of modules.
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? `${webDist}/ssr` : webDist,
    emptyOutDir: true,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // The lazy screens' dependency table would cost the first route 2.5 KB (decision 0026): the
    // server preloads the first page's chunks, navigation fetches a screen's imports after it.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The entry carries every lazy chunk's file name (to preload a screen's imports with it):
        // names of hash alone keep that table, part of each page's first JavaScript, short.
        // The build manifest maps each file back to its source.
        chunkFileNames: 'assets/[hash].js',
      },
      treeshake: {
        // Building a zod schema has no side effects, so schemas of contracts/ that the browser
        // never uses are dropped, and zod only ships with the screens that validate with it.
        // (Never call z.config() or other zod functions for their side effects in contracts/.)
        manualPureFunctions: ['z'],
      },
    },
  },
}))
