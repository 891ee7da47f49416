import { describe, expect, it } from 'vitest'
import { withoutCssDependencies } from '../../scripts/build/vite-inline-css-deps.ts'

// Vite's lookup as it writes it in a chunk with dynamic imports (Vite 8.3, minified).
const chunk = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js","assets/a.css"])))=>i.map(i=>d[i]);'

describe('withoutCssDependencies', () => {
  it('keeps a dynamic import’s scripts and drops its stylesheets, which the page holds inline', () => {
    const code = withoutCssDependencies(chunk, 'a.js')
    const lookup = new Function(`${code} return __vite__mapDeps`)() as (indices: number[]) => string[]
    expect(lookup([0, 1])).toEqual(['assets/a.js'])
  })

  it('leaves a chunk without dynamic imports as it is', () => {
    expect(withoutCssDependencies('export const a = 1', 'a.js')).toBe('export const a = 1')
  })

  it('stops the build when Vite writes its lookup otherwise', () => {
    expect(() => withoutCssDependencies('const __vite__mapDeps=(i)=>i', 'a.js')).toThrow(/a\.js: Vite no longer writes __vite__mapDeps/)
  })
})
