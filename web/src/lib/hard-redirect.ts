/** A full page load, so no in-memory state of the old session survives. */
export function hardRedirect(href: string): void {
  window.location.assign(href);
}
