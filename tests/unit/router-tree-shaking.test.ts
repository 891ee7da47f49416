/**
 * The build's transform of react-router (scripts/vite-router-tree-shaking.ts):
 * it must change nothing the site can observe, and it must still find what it
 * rewrites in the installed react-router, or an upgrade silently brings back
 * onto every page the code it lets the bundler drop.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { markRouterTreeShakable } from '../../scripts/vite-router-tree-shaking.ts'

const lineCount = (code: string) => code.split('\n').length

describe('the react-router transform', () => {
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
    const code = [
      'var A = React.createContext(null);',
      'var B = React10.forwardRef(function B() {});',
      'var C = /* @__PURE__ */ React3.memo(B);',
      'var D = React.useContext(A);',
    ].join('\n')
    expect(markRouterTreeShakable(code).split('\n')).toEqual([
      'var A = /* @__PURE__ */ React.createContext(null);',
      'var B = /* @__PURE__ */ React10.forwardRef(function B() {});',
      'var C = /* @__PURE__ */ React3.memo(B);',
      'var D = React.useContext(A);',
    ])
  })

  it('moves a static property assigned right after its class into the class, with the same value', () => {
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
  })

  it('leaves a property assigned later, after other statements, where it is', () => {
    const code = ['var Boundary = class {', '};', 'var other = 1;', 'Boundary.contextType = Context;'].join('\n')
    expect(markRouterTreeShakable(code)).toBe(code)
  })
})

describe('the installed react-router', () => {
  const dist = fileURLToPath(new URL('../../node_modules/react-router/dist/development/', import.meta.url))
  const modules = readdirSync(dist)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => ({ name, code: markRouterTreeShakable(readFileSync(`${dist}${name}`, 'utf8')) }))

  it('has, once transformed, no top-level property assignment left to keep its components alive', () => {
    for (const { name, code } of modules) {
      expect(code.match(/^[A-Za-z_$][\w$]*\.[\w$]+ = .*$/gm) ?? [], name).toEqual([])
    }
  })

  it('has, once transformed, every React.createContext, forwardRef and memo call marked pure', () => {
    for (const { name, code } of modules) {
      const calls = code.match(/(?:\/\* @__PURE__ \*\/ )?React\d*\.(?:createContext|forwardRef|memo)\(/g) ?? []
      expect(calls.filter((call) => !call.startsWith('/* @__PURE__ */')), name).toEqual([])
    }
    expect(modules.some(({ code }) => /\/\* @__PURE__ \*\/ React\d*\.forwardRef\(/.test(code))).toBe(true)
  })
})
