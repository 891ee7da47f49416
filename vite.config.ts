/// <reference types="vitest/config" />
import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { availableParallelism } from 'node:os'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { devHostFunctionsPlugin } from './scripts/build/host-functions.ts'
import { siteEnvOf } from './scripts/build/launch-problems.ts'
import { mailSinkPlugin } from './scripts/tools/mail-sink.ts'
import { contentPlugin, type ContentPlugin } from './scripts/build/vite-content.ts'
import { photosPlugin } from './scripts/build/vite-photos.ts'
import { keystaticPlugin } from './scripts/build/vite-keystatic.ts'
import remarkFrontmatter from 'remark-frontmatter'
import rehypeFrenchTypography from './scripts/build/mdx/rehype-french-typography.ts'
import remarkBareLinks from './scripts/build/mdx/remark-bare-links.ts'
import remarkFacts from './scripts/build/mdx/remark-facts.ts'
import remarkImportComponents from './scripts/build/mdx/remark-import-components.ts'
import remarkPhotos from './scripts/build/mdx/remark-photos.ts'
import { islandChunkGroups } from './scripts/build/island-chunks.ts'
import { faviconPlugin } from './scripts/build/vite-favicon.ts'
import { inlineCssDependenciesPlugin } from './scripts/build/vite-inline-css-deps.ts'
import remarkTableOfContents from './scripts/build/mdx/remark-table-of-contents.ts'
import { importedComponents, pageComponents } from './src/content/components.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * `vite build --mode styles`: the whole app (src/entry-client.tsx, `npm run dev`'s entry), built for
 * each page's CSS, which scripts/build/prerender.ts inlines, and for the photos its pages show, into
 * dist/ beside the client build, with a manifest of its own. The client build cuts its scripts by
 * island (scripts/build/island-chunks.ts), which would mix several pages' CSS in one file; this build
 * lets Rolldown cut its files by page, so a page's CSS holds its own parts' and its islands' styles,
 * nothing more. No page loads this build's scripts.
 */
const stylesBuild = {
  outDir: here('dist'),
  emptyOutDir: false,
  // With entry-page.ts as a second input, Rolldown splits the app's CSS as the client build does, and the cascade
  // keeps its order.
  rollupOptions: { input: [here('src/entry-page.ts'), here('src/entry-client.tsx')] },
  manifest: '.vite/styles-manifest.json',
  target: 'es2022',
}

/** `vite build --mode admin` (scripts/build/admin.ts): the web editor alone, into dist/keystatic/. */
const adminBuild = {
  base: '/keystatic/',
  publicDir: false as const,
  build: {
    outDir: here('dist/keystatic'),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: here('src/keystatic.html') },
    // Keystatic's interface is one chunk of a few MB, loaded by her alone, never by a
    // visitor: no warning about it in her deploy log.
    chunkSizeWarningLimit: 4000,
  },
}

/**
 * The pages' MDX, compiled before React's transform: her facts written in place, the photos photos.yaml
 * names, the table of contents, the components and blocks imported by name, French typography.
 */
function siteMdxPlugin(content: ContentPlugin) {
  return {
    enforce: 'pre',
    ...mdx({
      providerImportSource: '@mdx-js/react',
      // The web editor writes an empty frontmatter block (« --- » twice) at the top of each page:
      // remark-frontmatter reads it as what it is, not as two horizontal rules.
      remarkPlugins: [
        remarkFrontmatter,
        // « https://www.ameli.fr » written alone: a link, as the web editor shows it.
        remarkBareLinks,
        // `<Fact of="radius" />` written as the fact itself, before the components are imported.
        [remarkFacts, { facts: () => content.api.facts() }],
        // `<Photo of="visit" />` kept only when photos.yaml names that photo.
        [remarkPhotos, { named: () => content.api.photos() }],
        // `<TableOfContents />` filled with the page's `##` headings, after the facts are written in them.
        remarkTableOfContents,
        [remarkImportComponents, { components: importedComponents(pageComponents), componentsDir: here('src/components'), blocksDir: here('content/blocs'), islandsDir: here('src/islands') }],
      ],
      rehypePlugins: [rehypeFrenchTypography],
    }),
  }
}

// The dev server's pages load the client's entry; a build's pages get theirs from scripts/build/prerender.ts.
const devEntryPlugin = {
  name: 'site-dev-entry',
  apply: 'serve',
  transformIndexHtml: {
    order: 'pre',
    handler: (_html, context) =>
      basename(context.filename) === 'index.html'
        ? [{ tag: 'script', attrs: { type: 'module', src: '/entry-client.tsx' }, injectTo: 'body' }]
        : [],
  },
} satisfies Plugin

/** The server build: it only feeds scripts/build/prerender.ts, which deletes it. */
const ssrBuild = {
  outDir: here('dist-ssr'),
  emptyOutDir: true,
  rollupOptions: { input: here('src/entry-server.tsx') },
}

/** The visitors' build. */
const clientBuild = {
  outDir: here('dist'),
  emptyOutDir: true,
  // The entry is a script, not index.html: scripts/build/prerender.ts writes each page's tags from the
  // manifest. entry-page.ts is the one script of every built page; its islands' code comes in a few
  // files, by which islands need it (scripts/build/island-chunks.ts).
  rollupOptions: {
    input: here('src/entry-page.ts'),
    output: {
      codeSplitting: {
        groups: islandChunkGroups({ entry: here('src/entry-page.ts'), islands: here('src/page/islands.ts'), hydrate: here('src/page/hydrate.tsx') }),
      },
    },
  },
  manifest: true,
  target: 'es2022',
}

export default defineConfig(({ command, isSsrBuild, mode }) => {
  // content/*.yaml, validated, as `virtual:content/*` modules.
  // The dev server, the unit tests and a preview build show the preview banner while examples remain.
  const content = contentPlugin({
    contentDir: here('content'),
    publicDir: here('public'),
    preview: command === 'serve' || siteEnvOf(process.env) === 'preview',
  })
  // The site's own build, whose pages a visitor loads: not the server's, the editor's or the styles'.
  const isClientBuild = command === 'build' && !isSsrBuild && mode !== 'admin' && mode !== 'styles'
  return {
    // index.html lives in src/, with the site's code, not at the top level among the configs.
    root: here('src'),
    publicDir: here('public'),
    envDir: here('.'),
    plugins: [
      // MDX first, or React's transform sees raw MDX and fails with "Invalid Character".
      siteMdxPlugin(content),
      react({ include: /\.(mdx|js|jsx|ts|tsx)$/ }),
      content,
      // /favicon.svg: her mark, from her name.
      faviconPlugin({ name: () => content.api.name(), emit: isClientBuild }),
      // Her photos in public/images/ (her portrait, and the optional ones photos.yaml names), as AVIF and WebP versions: `virtual:portrait/*`, `virtual:photos/*`.
      photosPlugin({ publicDir: here('public'), contentDir: here('content') }),
      // The styles build (below) names its classes as the production build whose pages it styles.
      vanillaExtractPlugin(mode === 'styles' ? { identifiers: 'short' } : {}),
      // The forms' local mail sink on the dev server.
      mailSinkPlugin(),
      // Her calendar's busy times at /api/availability, the parent's .ics file and auto-reply, as the host serves them.
      devHostFunctionsPlugin(here('.'), here('content')),
      // The web editor at /keystatic, on this machine only.
      keystaticPlugin({ projectRoot: here('.') }),
      // The site's chunks load no stylesheet: each page holds its CSS, its islands' included (see the plugin).
      ...(isClientBuild ? [inlineCssDependenciesPlugin()] : []),
      devEntryPlugin,
    ],
    ...(mode === 'admin' ? adminBuild : {}),
    ...(mode === 'styles' ? { publicDir: false as const } : {}),
    build: mode === 'admin' ? adminBuild.build : mode === 'styles' ? stylesBuild : isSsrBuild ? ssrBuild : clientBuild,
    server: {
      fs: { allow: [here('.')] },
    },
    optimizeDeps: {
      // Both entries of the dev server: the site's script and the web editor's page. Without the editor's entry,
      // its dependencies are found on its first visit and it loads blank (« 504 Outdated Optimize Dep »).
      entries: ['entry-client.tsx', 'keystatic.html'],
      // Vite finds dependencies by scanning the entry's imports, but it cannot read MDX, and the
      // forms and the calendar are imported from MDX pages (and lazily). Without this list it
      // discovers these on the first visit of /rendez-vous and on the first send, re-bundles, and
      // reloads the page: the parent's success notice vanishes. tests/e2e/dev-server.spec.ts
      // fails when one is missing (it reads « dependency optimized » in the dev server's log).
      include: [
        // What vanilla-extract's compiled recipe() styles (the buttons) import at run time.
        '@vanilla-extract/recipes/createRuntimeFn',
        'react-day-picker',
        'react-day-picker/locale',
        'date-fns',
        'date-fns/locale/fr',
        '@emailjs/browser',
      ],
    },
    test: {
      root: here('.'),
      environment: 'node',
      // A worker per core: Vitest's default keeps one core for itself, which on a 2-core machine runs one file at a
      // time while its own process sits mostly idle (docs/testing.md).
      maxWorkers: availableParallelism(),
      globalSetup: ['tests/helpers/fixture-content-setup.ts'],
      projects: [
        // Pure functions and components: no build, no server, no child process, no browser. Its files share one
        // module graph (isolate: false): React, the content and the model load once per worker, not once per file
        // (half the time, measured on 30 November; today's times: docs/testing.md); so each file restores what it stubs
        // (globals, env, timers).
        { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], isolate: false } },
        // What needs a build of a copy of the project, a server or a child process (docs/testing.md).
        { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.{ts,tsx}'] } },
      ],
    },
  }
})
