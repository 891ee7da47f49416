import { globalStyle, style } from '@vanilla-extract/css'
import { canHover, vars } from '../../styles/theme.css.ts'
import { chevron, chevronOpen } from '../../styles/chevron.ts'
import { fromRightEdge } from '../ButtonLink/ButtonLink.css.ts'

/** From here the cards stand side by side and their lists have the room to show. */
const wideScreen = 'screen and (min-width: 48em)'
/** Browsers that let a stylesheet show a closed <details>' content (Chromium 131, Safari 18.4, Firefox 143). */
const detailsContent = 'selector(::details-content)'

/**
 * An offer's presentation and what it includes, folded on a phone, where a dozen cards may stand one
 * under the other (<details>: it opens with no script). On a wider screen
 * the list is simply shown and its summary hidden, where the browser can
 * show a closed <details>' content; elsewhere the summary stays, so the list
 * is never out of reach.
 */
export const more = style({ margin: 0 })

export const moreSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.width.touch,
  // A thumb's 44 px, laid over the gaps around its one line of words: the card keeps its phone height.
  marginBlock: `calc((1lh - ${vars.width.touch}) / 2)`,
  cursor: 'pointer',
  color: vars.color.accentStrong,
  fontWeight: 600,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    // A chevron that turns when the list is open, as her main offers' rows have.
    '&::before': chevron,
    'details[open] > &::before': chevronOpen,
  },
  '@media': {
    [canHover]: { selectors: { '&:hover': { textDecoration: 'underline' } } },
  },
  '@supports': { [detailsContent]: { '@media': { [wideScreen]: { display: 'none' } } } },
})

globalStyle(`${more}::details-content`, {
  '@supports': { [detailsContent]: { '@media': { [wideScreen]: { contentVisibility: 'visible', display: 'contents' } } } },
})

export const features = style({
  margin: `${vars.space.xxs} 0 ${vars.space.xs}`,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
})

export const feature = style({
  display: 'flex',
  gap: vars.space.xs,
  '::before': { content: '"•"', color: vars.color.accent, fontWeight: 700 },
})

/** The price (its duration beside it, its notes under it) on the left, the button on its right; the button goes under when they do not fit. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.xxs} ${vars.space.s}`,
  margin: 'auto 0 0',
})

/** As wide as the card when the button goes under it: its notes then take few lines. */
export const priceBlock = style({ flex: '1 1 auto', minWidth: 0 })

export const priceLine = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.s,
})

export const marker = style({ fontSize: '0.7em', verticalAlign: 'super', marginLeft: '0.1em' })

/** A price's notes, right under it (« (1) Avec la consultation… »). */
export const notes = style({ margin: 0, padding: 0, listStyle: 'none' })

/** The button, on the right of the price, laid from that edge while its words come. */
export const action = style([fromRightEdge, { flex: 'none' }])
