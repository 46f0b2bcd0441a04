// The server build React Router's Vite plugin generates; the sitemap reads its route manifest.
declare module 'virtual:react-router/server-build' {
  export const routes: Record<
    string,
    { path?: string; index?: boolean; parentId?: string } | undefined
  >;
}
