/**
 * The build's transform of react-router (scripts/build/vite-router-tree-shaking.ts)
 * must change nothing the site can observe. That it still finds what it
 * rewrites after an upgrade is checked on the built files, where it matters
 * (tests/e2e/quality-budget.spec.ts: no unused router code in any chunk).
 */
import { expect, it } from 'vitest'
import { markRouterTreeShakable } from '../../scripts/build/vite-router-tree-shaking.ts'

const lineCount = (code: string) => code.split('\n').length

it('drops top-level displayName assignments and keeps those inside functions', () => {
  const code = [
    'var Link = forwardRef(render);',
    'Link.displayName = "Link";',
    'function make() {',
    '  let Form = forwardRef(render);',
    '  Form.displayName = "fetcher.Form";',
    '}',
  ].join('\n')
  const out = markRouterTreeShakable(code)
  expect(out).not.toContain('Link.displayName')
  expect(out).toContain('  Form.displayName = "fetcher.Form";')
  expect(lineCount(out)).toBe(lineCount(code))
})

it('marks React.createContext, forwardRef and memo calls pure, once', () => {
  // Each line as written, and as the transform leaves it.
  const lines = [
    ['var A = React.createContext(null);', 'var A = /* @__PURE__ */ React.createContext(null);'],
    ['var B = React10.forwardRef(function B() {});', 'var B = /* @__PURE__ */ React10.forwardRef(function B() {});'],
    ['var C = /* @__PURE__ */ React3.memo(B);', 'var C = /* @__PURE__ */ React3.memo(B);'],
    ['var D = React.useContext(A);', 'var D = React.useContext(A);'],
  ]
  expect(markRouterTreeShakable(lines.map(([written]) => written).join('\n')).split('\n')).toEqual(lines.map(([, left]) => left))
})

it('moves a static property assigned right after its class (only then) into the class, with the same value', () => {
  const code = [
    'var Boundary = class extends Base {',
    '  render() {',
    '    return this.context;',
    '  }',
    '',
    '};',
    'Boundary.contextType = Context;',
  ].join('\n')
  const out = markRouterTreeShakable(code)
  expect(out).not.toMatch(/^Boundary\.contextType/m)
  expect(lineCount(out)).toBe(lineCount(code))
  class Base {}
  const Context = { name: 'context' }
  const evaluate = (source: string) =>
    new Function('Base', 'Context', `${source}\nreturn Boundary`)(Base, Context) as { contextType: unknown }
  expect(evaluate(out).contextType).toBe(Context)
  expect(evaluate(out).contextType).toBe(evaluate(code).contextType)
  // A property assigned later, after other statements, stays where it is.
  const later = ['var Boundary = class {', '};', 'var other = 1;', 'Boundary.contextType = Context;'].join('\n')
  expect(markRouterTreeShakable(later)).toBe(later)
})
