/**
 * The site's line icons (src/components/Icon): decorative, light, and in
 * the colour of what holds them.
 */
import { gzipSync } from 'node:zlib'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'
import { Icon, iconNames } from '../../src/components/Icon/Icon.tsx'

const markup = iconNames.map((name) => renderToStaticMarkup(<Icon name={name} />))

it('draws home, video, baby, breast pump, gift and phone, in 4 KB gzip at most in all', () => {
  expect(iconNames).toEqual(['home', 'video', 'baby', 'pump', 'gift', 'phone'])
  expect(gzipSync(markup.join('')).length).toBeLessThanOrEqual(4096)
})

it('is hidden from screen readers and takes the colour of its text', () => {
  for (const svg of markup) {
    expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/)
    expect(svg).not.toMatch(/fill="#|stroke="#/)
  }
})
