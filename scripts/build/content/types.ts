/**
 * Writes src/content/content-modules.d.ts, the types of the
 * `virtual:content/<module>` modules (scripts/build/vite-content.ts), from the
 * declaration of each data file in src/content/schema.ts: its module name,
 * whether it exports each top-level field or the whole file.
 * `npm run typecheck` runs it first; a unit test fails when the file in the
 * repository is not what it writes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { walkSchema } from '../../../src/content/model.ts'
import { contentFiles } from '../../../src/content/schema.ts'

export const typesFile = fileURLToPath(new URL('../../../src/content/content-modules.d.ts', import.meta.url))

export function contentModuleTypes(): string {
  const blocks = Object.entries(contentFiles).map(([file, spec]) => {
    // practice.yaml reaches the pages as its browser fields only (practiceInBrowser).
    const type = spec.module === 'practice' ? `import('./schema.ts').BrowserPractice` : `import('./schema.ts').SiteContent['${spec.module}']`
    const root = walkSchema(spec.schema)
    const names = spec.exports === 'keys' && root.kind === 'group' ? Object.keys(root.fields) : []
    const lines = spec.exports === 'keys'
      ? names.map((name) => `  export const ${name}: ${type}['${name}']`)
      : [`  export const ${spec.module}: ${type}`]
    return [`/** content/${file} */`, `declare module 'virtual:content/${spec.module}' {`, ...lines, '}'].join('\n')
  })

  return [
    '/* The consultant\'s data files as the site\'s components import them (scripts/build/vite-content.ts).',
    '   Written by scripts/build/content/types.ts from src/content/schema.ts: do not edit by hand. */',
    ...blocks,
    '',
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = contentModuleTypes()
  const current = existsSync(typesFile) ? readFileSync(typesFile, 'utf8') : ''
  if (current !== wanted) writeFileSync(typesFile, wanted)
}
