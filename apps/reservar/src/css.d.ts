/** Vite bundles the page's stylesheet (vite.config.mjs inlines it into index.html). */
declare module '*.css';
