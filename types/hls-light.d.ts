// hls.js's light build (no subtitles, alternate audio or DRM) has the full build's API; its
// package ships types for the full one only.
declare module 'hls.js/light' {
  export { default } from 'hls.js'
}
