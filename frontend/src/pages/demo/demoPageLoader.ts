/**
 * /demo: the gallery needs no data. The route wraps this in `signedInLoader`, so a signed-out
 * visit goes to /sign-in like every other page (the layout's loader already loads the profile).
 */
export function demoPageLoader(): null {
  return null;
}
