/**
 * The client build's chunks load no stylesheet: every page holds all its CSS,
 * the islands' and the calendar's included, in its one <style>
 * (scripts/build/inline-css.ts). Vite's loader of a dynamic import would
 * otherwise add a `<link rel=stylesheet>` for each CSS file the imported
 * chunk has: measured on /rendez-vous, 12 requests after hydration for rules
 * the page already holds, and put later in the cascade than the page's own.
 *
 * Written by hand because Vite has no setting for it: `build.modulePreload.
 * resolveDependencies` only ever sees the JavaScript dependencies (Vite 8
 * adds the CSS ones back after it), `cssCodeSplit: false` would give every
 * page the whole site's CSS, and `modulePreload: false` keeps the CSS and
 * drops the JavaScript. The loader reads its list through one small function,
 * `__vite__mapDeps`, the same in every chunk: this keeps that function and
 * filters what it returns. The build stops if Vite writes it otherwise, and
 * tests/e2e/quality-budget.spec.ts fails on any CSS request.
 */
import type { Plugin } from 'vite'

/** Vite's own lookup of a dynamic import's dependencies, as it writes it in a chunk. */
const dependencyLookup = 'd=(m.f||(m.f=['
const mapper = '=>i.map(i=>d[i])'

/** A chunk's code whose dynamic imports load no stylesheet; the code as it was when it has none. */
export function withoutCssDependencies(code: string, file: string): string {
  if (!code.includes('__vite__mapDeps')) return code
  if (!code.includes(dependencyLookup) || code.split(mapper).length !== 2) {
    throw new Error(`${file}: Vite no longer writes __vite__mapDeps as scripts/build/vite-inline-css-deps.ts expects; its islands would load their CSS again.`)
  }
  return code.replace(mapper, `${mapper}.filter(f=>!f.endsWith(".css"))`)
}

/** The plugin, for the client build of the site (not the editor's, which links its own CSS). */
export function inlineCssDependenciesPlugin(): Plugin {
  return {
    name: 'site-inline-css-dependencies',
    apply: 'build',
    // After Vite's own: it writes the lists of dependencies while it generates the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = withoutCssDependencies(chunk.code, chunk.fileName)
        }
      },
    },
  }
}
