import { useMemo } from 'react'
import { useApiQuery } from '@/shared/query'
import { productApi, type BrandCatalogue } from '../api'

/** The catalogue changes with the brand list, a few times a year: asked once per half hour at most. */
const STALE_AFTER_MS = 30 * 60_000

/** What the catalogue holds of each brand (SKU count, categories), by brand id; brands with none are absent. */
export function useBrandCatalogue() {
  const remote = useApiQuery(productApi.brandCatalogue, undefined, { pullDown: false, staleAfterMs: STALE_AFTER_MS })
  const byBrand = useMemo(() => new Map<number, BrandCatalogue>((remote.data ?? []).map((entry) => [entry.brandId, entry])), [remote.data])
  return { ...remote, byBrand }
}
