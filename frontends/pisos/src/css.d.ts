/** Vite inlines `?inline` CSS imports as a string (jest maps them to an empty string). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
