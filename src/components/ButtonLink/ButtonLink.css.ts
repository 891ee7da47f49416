import { globalStyle, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { canHover, vars } from '../../styles/theme.css.ts'

/** Shared by links that look like buttons and by real buttons. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: vars.width.touch,
    padding: `${vars.space.xs} ${vars.space.m}`,
    borderRadius: vars.radius.pill,
    border: '2px solid transparent',
    fontWeight: 600,
    fontSize: vars.fontSize.body,
    lineHeight: 1.2,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background-color 150ms ease, color 150ms ease, border-color 150ms ease',
    ':disabled': { cursor: 'not-allowed', opacity: 0.65 },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        '@media': { [canHover]: { selectors: { '&:hover:not(:disabled)': { background: vars.color.accentStrong } } } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.accentStrong,
        borderColor: vars.color.accent,
        '@media': { [canHover]: { selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceWarm } } } },
      },
      quiet: {
        background: 'transparent',
        color: vars.color.accentStrong,
        textDecoration: 'underline',
        paddingInline: vars.space.xs,
      },
    },
    size: {
      normal: {},
      // Whether it may wrap is up to where it stands: the header lets it on phones only.
      small: { minHeight: vars.width.touch, paddingInline: vars.space.s, fontSize: vars.fontSize.small },
    },
  },
  defaultVariants: { variant: 'primary', size: 'normal' },
})

/**
 * A link drawn as a button is painted once its words are in. A busy browser paints at any pause of its parser, and a
 * slow network may cut the page anywhere: painted before its words, it was an empty pill that grew when they came.
 * A browser without `:has()` ignores the rule and paints as it reads.
 */
export const wordsFirst = style({ selectors: { '&:not(:has(> span:not(:empty)))': { visibility: 'hidden' } } })

/**
 * For the box holding a button on the right of its row (the header's, a price card's, her main offers'): lays it
 * from its right edge (`rtl`, its words `ltr` again). The button's box still grows as its words come; the browser
 * measures a box's shift from the edge it starts from, so from there nothing moves.
 */
export const fromRightEdge = style({ direction: 'rtl' })

globalStyle(`${fromRightEdge} > *`, { direction: 'ltr' })
