import { globalStyle, style } from '@vanilla-extract/css'
import { button } from '../ButtonLink/ButtonLink.css.ts'
import { vars } from '../../styles/theme.css.ts'
import { visuallyHiddenRules } from '../../styles/utils.css.ts'

/** Below this width, a phone's footer: her contact, a call button, the legal links. */
const phone = 'screen and (max-width: 47.99em)'
const wide = 'screen and (min-width: 48em)'

export const footer = style({
  background: vars.color.surfaceCalm,
  borderTop: `1px solid ${vars.color.border}`,
})

export const inner = style({
  display: 'grid',
  gap: vars.space.m,
  // The page grid's column (layout.css.ts): the footer starts on the pages' left edge.
  width: `min(${vars.width.page}, 100% - 2 * ${vars.space.m})`,
  margin: '0 auto',
  padding: `${vars.space.m} 0`,
  '@media': { [wide]: { gridTemplateColumns: '1.2fr 1fr 1fr', gap: vars.space.l, padding: `${vars.space.xl} 0 ${vars.space.l}` } },
})

/** Hidden on a phone, still read by screen readers. */
export const phoneHidden = style({ '@media': { [phone]: visuallyHiddenRules } })

export const wideOnly = style({ '@media': { [phone]: { display: 'none' } } })

/** Every page again: on a phone only when scripts do not run, since the header's menu needs them. */
export const pagesNav = style({ '@media': { [`${phone} and (scripting: enabled)`]: { display: 'none' } } })

/** « · » between her name and profession, on one line on a phone; a line break from `wide` on. */
export const separator = style({ '@media': { [wide]: { display: 'block', height: 0, overflow: 'hidden' } } })

/** Her profession on one line: never « Consultante / en lactation ». */
export const profession = style({ whiteSpace: 'nowrap' })

/** « Téléphone : » before the number, on a desktop; a phone's button says it with its icon. */
export const label = style({ '@media': { [phone]: { display: 'none' } } })

/** Her number: an outlined call button on a phone, a plain link on a desktop. */
export const call = style([
  button({ variant: 'secondary', size: 'small' }),
  {
    '@media': {
      [wide]: {
        display: 'inline',
        minHeight: 0,
        padding: 0,
        border: 0,
        background: 'none',
        fontSize: 'inherit',
        fontWeight: 'inherit',
        color: vars.color.text,
        textDecoration: 'underline',
      },
    },
  },
])

export const heading = style({
  margin: `0 0 ${vars.space.s}`,
  fontSize: vars.fontSize.h3,
})

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
})

/** Her pages in two columns on a phone: the footer stays short. */
export const pages = style({
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
  columnGap: vars.space.m,
  '@media': { [wide]: { gridTemplateColumns: '1fr' } },
})

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  // Plain links: the text's colour, underlined, not a third weight and colour in the footer.
  color: vars.color.text,
})

export const text = style({ margin: `0 0 ${vars.space.xs}` })

export const promise = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'baseline',
  '::before': { content: '"✓"', color: vars.color.calm, fontWeight: 700 },
})

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  width: `min(${vars.width.page}, 100% - 2 * ${vars.space.m})`,
  margin: '0 auto',
  padding: `${vars.space.xs} 0 ${vars.space.s}`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [phone]: { rowGap: 0 } },
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})

export const copyright = style({ margin: 0 })

export const legal = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.m}`,
})

export const legalLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.width.touch,
  color: vars.color.textMuted,
})

globalStyle(`${call} svg`, { '@media': { [wide]: { display: 'none' } } })
