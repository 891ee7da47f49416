/**
 * `npm run test:build`: the preview build the browser tests read, with the deployed editor of a test repository,
 * and none of this machine's own settings (tests/helpers/no-local-settings.ts).
 */
import { spawnSync } from 'node:child_process'
import { noLocalSettings } from './helpers/no-local-settings.ts'

const env = { ...process.env, ...noLocalSettings, VITE_KEYSTATIC_GITHUB_REPO: 'exemple/site-de-test' }
process.exitCode = spawnSync('npm', ['run', 'build:preview'], { stdio: 'inherit', env }).status ?? 1
