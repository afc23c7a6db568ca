/** What a slice's server build exports (its ./routes): the API only passes it to the shell's render. */
export interface SliceRoutesModule {
  routes: { path: string; element: unknown }[];
}
