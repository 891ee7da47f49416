/**
 * Her favicon, /favicon.svg, drawn from her name as the header's mark is
 * (src/lib/monogram.ts): served by the dev server, written into dist/ by the
 * client build. It follows her name in practice.yaml, as the header does, so
 * no image file of hers has to be redrawn when it changes.
 */
import type { Plugin } from 'vite'
import { monogramSvg } from '../../src/lib/monogram.ts'

export interface FaviconPluginOptions {
  /** Her name, from practice.yaml (the content plugin's reading). */
  name: () => string
  /** Only the site's client build writes it: not the server build, not the editor's. */
  emit: boolean
}

export function faviconPlugin({ name, emit }: FaviconPluginOptions): Plugin {
  return {
    name: 'site-favicon',
    configureServer(server) {
      server.middlewares.use('/favicon.svg', (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml')
        res.end(monogramSvg(name()))
      })
    },
    generateBundle() {
      if (emit) this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: monogramSvg(name()) })
    },
  }
}
