import { style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { canHover, focusRing, vars } from '../../styles/theme.css.ts'

export const notice = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'start',
    gap: vars.space.xs,
    padding: `${vars.space.s} ${vars.space.m}`,
    borderRadius: vars.radius.m,
    borderLeft: '4px solid',
    ':focus': { outline: 'none' },
    ':focus-visible': focusRing,
  },
  variants: {
    tone: {
      success: { background: vars.color.successSurface, borderColor: vars.color.success },
      danger: { background: vars.color.dangerSurface, borderColor: vars.color.danger },
      /** A request waiting for the network: neither done nor failed. */
      waiting: { background: vars.color.surfaceWarm, borderColor: vars.color.accent },
    },
  },
})

export const title = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.body })

export const body = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 })

export const text = style({ margin: 0 })

export const dismiss = style({
  minWidth: vars.width.touch,
  minHeight: vars.width.touch,
  margin: `calc(-1 * ${vars.space.xs}) calc(-1 * ${vars.space.s}) 0 0`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.h3,
  lineHeight: 1,
  cursor: 'pointer',
  '@media': { [canHover]: { ':hover': { background: vars.color.surface } } },
})

export type NoticeTone = NonNullable<NonNullable<RecipeVariants<typeof notice>>['tone']>
