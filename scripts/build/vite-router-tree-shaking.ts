/**
 * Lets the bundler drop the parts of react-router the site never calls.
 *
 * react-router's published build (`dist/**.mjs`) is one large module whose top
 * level is full of statements a bundler must keep: `Link.displayName = "Link"`
 * writes a property, and `React.createContext(…)`, `React.forwardRef(…)` and
 * `React.memo(…)` are calls not marked pure. Each of them keeps its component
 * alive, and that component keeps everything it uses: every page of the site
 * loaded about 9 KiB (gzip) of router, data-router and framework-mode code for
 * the handful of hooks it uses (measured on 25 November 2026 with react-router
 * 7.18: the chunk every page loads is 17.6 KiB gzip without this transform,
 * 8.6 KiB with it). No supported option gives the same bytes: react-router
 * publishes no side-effect-free build, and the bundler's own switches apply to
 * every module. Measured again on 26 November 2026 (entry and its static
 * imports, gzip): 82.0 KiB with this transform; 90.6 KiB with Rolldown's
 * `treeshake.manualPureFunctions` naming the same React calls instead; 90.1
 * KiB adding `propertyWriteSideEffects: false` for every module.
 * tests/e2e/quality-budget.spec.ts checks the built files.
 *
 * This transform, applied to that module only, deletes the top-level
 * `displayName` assignments (names shown by React DevTools, which is why it
 * runs in builds only), marks those three calls `@__PURE__`, and moves a
 * static property assigned right after its class (`RenderErrorBoundary.
 * contextType = …`, which keeps the data routers' error handling) into the
 * class as a static field. All are safe: a pure call is only removed when its
 * result is unused, the React calls have no effect beyond building their
 * result, and a static field is set at the same moment as the assignment that
 * followed the class.
 *
 * Not a global `treeshake.propertyWriteSideEffects: false`: that would let the
 * bundler drop property writes in every module, where some do matter.
 */
import type { Plugin } from 'vite'

/** react-router's ES module build, wherever node_modules is (it may be a symlink). */
const routerDist = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/

/** `Link.displayName = "Link";` alone on a line at column 0, that is at the top level of tsup's output. */
const topLevelDisplayName = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm

/** `React.memo(`, `React10.forwardRef(`, … not already annotated. */
const reactFactoryCall = /(?<!\/\* @__PURE__ \*\/ )\b(React\d*\.(?:createContext|forwardRef|memo)\()/g

/**
 * `var Name = class … {` at the top level, its body (indented or empty lines
 * only, so the match never leaves that one statement), `};`, then
 * `Name.property = identifier;` on the very next line.
 */
const staticPropertyAfterClass =
  /^(var ([A-Za-z_$][\w$]*) = class\b[^{\n]*\{)((?:\n(?:[ \t].*)?)*\n\};)\n\2\.([A-Za-z_$][\w$]*) = ([A-Za-z_$][\w$]*);$/gm

/**
 * The code of a react-router module with its top-level `displayName`
 * assignments removed, its React factory calls marked pure and its static
 * properties moved into their class. Lines are kept (a removed statement
 * leaves an empty line), so positions stay close enough for stack traces.
 */
export function markRouterTreeShakable(code: string): string {
  return code
    .replace(topLevelDisplayName, '')
    .replace(reactFactoryCall, '/* @__PURE__ */ $1')
    .replace(
      staticPropertyAfterClass,
      (_match, header: string, _name: string, body: string, property: string, value: string) =>
        `${header} static ${property} = ${value};${body}\n`,
    )
}

/** The Vite plugin: {@link markRouterTreeShakable} on react-router's dist files, in builds. */
export function routerTreeShakingPlugin(): Plugin {
  return {
    name: 'router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: routerDist },
      handler(code) {
        const transformed = markRouterTreeShakable(code)
        return transformed === code ? null : { code: transformed, map: null }
      },
    },
  }
}
