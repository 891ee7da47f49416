import { expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { Columns } from '../../src/components/Columns/Columns.tsx'

/** The two halves of a rendered <Columns>, in the order of the page. */
function halves(html: string): [string, string] {
  const [, one = '', two = ''] = /^<div[^>]*><div[^>]*>(.*?)<\/div><div[^>]*>(.*)<\/div><\/div>$/.exec(html) ?? []
  return [one, two]
}

const blocks = [<p key="1">un</p>, <h2 key="2">deux</h2>, <p key="3">trois</p>]

it.each([
  ['first', 'the first child alone beside, then every other as the text', ['<p>un</p>', '<h2>deux</h2><p>trois</p>']],
  ['last', 'the text first, then the last child alone beside it', ['<p>un</p><h2>deux</h2>', '<p>trois</p>']],
] as const)('<Columns beside="%s">: %s, in the written order', (beside, _, expected) => expect(halves(renderToStaticMarkup(<Columns beside={beside}>{blocks}</Columns>))).toEqual(expected))
