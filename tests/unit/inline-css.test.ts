/**
 * The inlining of each page's CSS (scripts/build/inline-css.ts): one <style> in the
 * links' order, markers that keep Vite from loading the files again, and the
 * Content-Security-Policy hash that allows exactly that <style> (added to the
 * pages' policy: tests/unit/headers.test.ts).
 */
import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { inlineHash, inlineStyles } from '../../scripts/build/inline-css.ts'

describe('inlineStyles', () => {
  const styles = inlineStyles([':root{--c:#333}\n', '.x{color:var(--c)}\n'])

  test('puts the files in one <style>, in order, and nothing else; refuses CSS ending it', () => {
    expect(styles.tag).toBe('<style>:root{--c:#333}\n.x{color:var(--c)}</style>')
    expect(() => inlineStyles(['.x::after{content:"</style><script>"}'])).toThrow(/<\/style/)
  })

  test('gives the SHA-256 of the exact text of the <style>, as browsers compute it for CSP', () => {
    const text = ':root{--c:#333}\n.x{color:var(--c)}'
    expect(styles.hash).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
    expect(inlineHash('é')).toBe("'sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw='")
  })
})
