import type { HttpHandler } from 'msw'

export const stockShopHandlers: HttpHandler[] = []
