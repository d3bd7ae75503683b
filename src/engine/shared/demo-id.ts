/**
 * The page a demo belongs to: its id (`<product>/<page>/<Name>`) without the demo's name. Shared:
 * the build groups the registry by it, and the browser looks a demo up by it.
 */
export const demoPageKey = (id: string) => id.slice(0, id.lastIndexOf('/'));
