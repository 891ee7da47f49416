import { vars } from './theme.css.ts'

/**
 * A check mark drawn in CSS, two borders of a turned box in the calm colour:
 * the `::before` of a list item that states a fact (the hero's where and how
 * much, the situations of <SituationList>). Each place sets where it sits.
 */
export const checkMark = {
  content: '""',
  width: '0.7em',
  height: '0.4em',
  borderLeft: `2px solid ${vars.color.calm}`,
  borderBottom: `2px solid ${vars.color.calm}`,
  transform: 'rotate(-45deg)',
} as const
