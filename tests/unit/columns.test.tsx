import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { Columns } from '../../src/components/Columns/Columns.tsx'

describe('<Columns>: the first block beside, the rest as the text', () => {
  it('puts the first child alone in the first column, every other in the second, in their order', () => {
    const html = renderToStaticMarkup(
      <Columns>
        <figure>portrait</figure>
        <p>un</p>
        <h2>deux</h2>
      </Columns>,
    )
    const [, beside, text] = /^<div[^>]*><div[^>]*>(.*?)<\/div><div[^>]*>(.*)<\/div><\/div>$/.exec(html) ?? []
    expect(beside).toBe('<figure>portrait</figure>')
    expect(text).toBe('<p>un</p><h2>deux</h2>')
  })
})
