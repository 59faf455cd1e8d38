/** Whether the bridge simulator was asked for: ?bridge=sim, or bridgeSimulator=on in storage. */
export function wantsSimulator(search: string, stored: string | null): boolean {
  return new URLSearchParams(search).get('bridge') === 'sim' || stored === 'on' || stored === '{"data":"on"}'
}
