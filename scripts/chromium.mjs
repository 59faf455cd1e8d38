// Debian's Chromium, driven by playwright-core (its own browser download cannot run here).
import { existsSync } from 'node:fs'

export function chromiumPath() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  if (!existsSync(path)) throw new Error(`Chromium not found at ${path}: run node scripts/ensure-chromium.mjs`)
  return path
}

// Without the background-networking flags Chromium keeps calling hosts this machine cannot reach.
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
