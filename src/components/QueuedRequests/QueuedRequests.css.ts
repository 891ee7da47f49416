import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

/** Above the page's first heading, with the same left edge. */
export const place = style({ display: 'grid', gap: vars.space.s, paddingBlock: vars.space.m })
