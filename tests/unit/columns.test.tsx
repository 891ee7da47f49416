import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { Columns } from '../../src/components/Columns/Columns.tsx'

describe('<Columns>: one block beside, the rest as the text', () => {
  it('beside="first": the first child alone beside, every other in the text, in their order', () => {
    const html = renderToStaticMarkup(
      <Columns beside="first">
        <figure>portrait</figure>
        <p>un</p>
        <h2>deux</h2>
      </Columns>,
    )
    const [, beside, text] = /^<div[^>]*><div[^>]*>(.*?)<\/div><div[^>]*>(.*)<\/div><\/div>$/.exec(html) ?? []
    expect(beside).toBe('<figure>portrait</figure>')
    expect(text).toBe('<p>un</p><h2>deux</h2>')
  })

  it('beside="last": the text first in the page, then the last child alone beside it', () => {
    const html = renderToStaticMarkup(
      <Columns beside="last">
        <p>un</p>
        <h2>deux</h2>
        <p>suite</p>
      </Columns>,
    )
    const [, text, beside] = /^<div[^>]*><div[^>]*>(.*?)<\/div><div[^>]*>(.*)<\/div><\/div>$/.exec(html) ?? []
    expect(text).toBe('<p>un</p><h2>deux</h2>')
    expect(beside).toBe('<p>suite</p>')
  })
})
