import { expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { Monogram } from '../../src/components/Monogram/Monogram.tsx'
import { monogram, monogramSvg } from '../../src/lib/monogram.ts'
import { palette } from '../../src/styles/palette.ts'

it('her favicon is her mark: her initials, from her name, in white on a disc of the accent colour', () => {
  const svg = monogramSvg('Camille Martin')
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32">/)
  expect(svg).toContain(`fill="${palette.accent}"`)
  expect(svg).toContain(`fill="${palette.onAccent}"`)
  expect(svg).toMatch(/>CM<\/text>/)
  expect(monogramSvg('Élise d’Arcy')).toMatch(/>ÉA<\/text>/)
})

it('the favicon and the header draw the same disc and letters', () => {
  const header = renderToStaticMarkup(<Monogram name="Camille Martin" />)
  const favicon = monogramSvg('Camille Martin')
  const { disc, text } = monogram
  for (const markup of [header, favicon]) {
    expect(markup).toContain(`viewBox="${monogram.viewBox}"`)
    expect(markup).toContain(`cx="${disc.cx}" cy="${disc.cy}" r="${disc.r}"`)
    expect(markup).toContain(`x="${text.x}" y="${text.y}" dy="${text.dy}"`)
    expect(markup).toMatch(/>CM<\/text>/)
  }
})

it('a name with markup characters stays text in the favicon', () => {
  expect(monogramSvg('<b> &x')).not.toMatch(/<b>|&x/)
})
