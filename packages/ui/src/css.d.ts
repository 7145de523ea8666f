/** Stylesheets imported for their side effect (bundled by Vite). */
declare module '*.css';
