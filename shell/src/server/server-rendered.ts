/** `<div id="root" data-server-rendered>`: the server rendered the page, the browser hydrates it. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
