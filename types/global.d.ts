/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.jpg'
declare module '*.svg'
declare module '*.less'
declare module '*.css'

declare namespace NodeJS {
  interface ProcessEnv {
    NODE_ENV: 'development' | 'production' | 'test'
    TARO_ENV: 'weapp' | 'h5'
  }
}

/** Build-time constants, see config/constants.ts. */
declare const __APP_VERSION__: string
declare const __API_ENV__: string
declare const __API_BASES__: Record<'local' | 'dev' | 'test' | 'stage' | 'prod', string>
declare const __RELEASE__: boolean
declare const __WEB_VIEW_HOSTS__: string[]
declare const __API_TEST_PATTERN__: string
declare const __AUTH_BEARER__: string
declare const __BUSINESS__: string
declare const __IMAGE_HOST__: string
declare const __H5_ORIGIN__: string
