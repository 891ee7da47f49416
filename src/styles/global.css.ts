import { globalStyle } from '@vanilla-extract/css'
import { noBreakClass } from '../lib/hyphenated.ts'
import { focusRing, vars } from './theme.css.ts'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Keeps anchored sections clear of the sticky header.
  scrollPaddingTop: '5rem',
})

globalStyle('body', {
  margin: 0,
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  WebkitFontSmoothing: 'antialiased',
})

globalStyle('h1, h2, h3', {
  fontFamily: vars.font.heading,
  color: vars.color.heading,
  lineHeight: vars.lineHeight.heading,
  fontWeight: 600,
  textWrap: 'balance',
})

globalStyle('p, li', { textWrap: 'pretty' })

globalStyle('img', { maxWidth: '100%', height: 'auto', display: 'block' })

globalStyle('a', { color: vars.color.accentStrong, textUnderlineOffset: '0.18em' })

// An address is one long word (« bonjour@camille-martin-lactation.fr »): on a narrow phone it
// breaks where it must rather than push the page sideways. Only addresses: a menu label never breaks.
globalStyle('a[href^="mailto:"], a[href^="http:"], a[href^="https:"]', { overflowWrap: 'anywhere' })

globalStyle(':focus-visible', focusRing)

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' })

// Smooth only while an element of the page has the focus: a page opened at « /#contact » lands on its section at
// once, and find-in-page (the focus in its bar) goes straight to each match. A link to a section keeps the
// focus in the page as the browser follows it (src/page/section-focus.ts).
globalStyle('html:focus-within', {
  '@media': {
    '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
  },
})

// Set by the typography step (scripts/build/mdx/rehype-french-typography.ts) on hyphenated words: « sage-femme » stays whole.
globalStyle(`.${noBreakClass}`, { whiteSpace: 'nowrap' })
