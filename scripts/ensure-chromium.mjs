// Installs Debian's Chromium (and CJK fonts for readable screenshots) when it is missing.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (existsSync(path)) {
  console.log(`chromium: ${path}`)
} else {
  console.log('chromium missing: installing Debian packages chromium and fonts-noto-cjk')
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : ''
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env })
  execSync(`${sudo}apt-get install -y -qq chromium fonts-noto-cjk`, { stdio: 'inherit', env })
}
