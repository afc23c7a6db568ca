import { inlineJson } from './html-escaping.js';

/**
 * Loads the page's JavaScript once the server-rendered page has painted with its high-priority images
 * (at most a second after the HTML, at once in a hidden tab, which paints no frames). Until then the
 * scripts would only compete with the largest picture for the network and hold back its paint: the
 * page is already on screen and needs none of them to show. Reads the list from #shop-after-paint; a
 * constant, so the page's policy allows it by its hash. A tap anywhere starts them at once: the head's
 * TAP_HOLDER (tap-holder.ts), which also holds taps on the page's controls until it has hydrated, calls
 * `window.shopStartScripts`, or has left `window.shopTapped` when the tap came before this script.
 */
export const AFTER_PAINT_LOADER = `(function(){var d=document,w=window,started=false;
function start(){if(started)return;started=true;var list=JSON.parse(d.getElementById("shop-after-paint").textContent),preloads=list.preloads;
list.scripts.forEach(function(src){var s=d.createElement("script");s.src=src;s.async=false;d.head.appendChild(s)});
function next(){var t=Date.now();while(preloads.length&&Date.now()-t<5){var p=preloads.shift(),l=d.createElement("link");l.rel="preload";l.as=p.as;l.href=p.href;if(p.crossorigin)l.crossOrigin=p.crossorigin;if(p.fetchpriority)l.setAttribute("fetchpriority",p.fetchpriority);d.head.appendChild(l)}if(preloads.length)setTimeout(next,0)}
setTimeout(next,0)}
w.shopStartScripts=start;if(w.shopTapped)start();
function afterPaint(){if(d.hidden)start();else requestAnimationFrame(function(){setTimeout(start,0)})}
var images=[].slice.call(d.querySelectorAll('#root img[fetchpriority="high"]')),waiting=images.length;
function settled(){if(--waiting===0)afterPaint()}
if(!waiting)afterPaint();
images.forEach(function(image){if(image.complete)settled();else{image.addEventListener("load",settled);image.addEventListener("error",settled)}});
setTimeout(start,1000)})();`;

/** An external script tag (`<script defer src=/main.js?…></script>`, minified or not). */
const EXTERNAL_SCRIPT = /<script\b[^>]*\bsrc=[^>]*><\/script>/gi;
/** A preload of code or of the remote's manifest: `<link rel=preload as=script href=…>`. */
const CODE_PRELOAD = /<link\b[^>]*\brel=("?)preload\1\s[^>]*>/gi;
const ATTRIBUTE = /([a-z-]+)(?:=(?:"([^"]*)"|([^\s"'>]+)))?/gi;

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, quoted, bare] of tag.replace(/^<[a-z]+|\/?>(<\/script>)?$/gi, '').matchAll(ATTRIBUTE)) {
    const value = (quoted ?? bare ?? '').replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&amp;', '&');
    attributes[name!.toLowerCase()] = value;
  }
  return attributes;
}

/**
 * Takes the page's script tags and code preloads out of its head and hands them to
 * AFTER_PAINT_LOADER, which adds them back after the first view has painted.
 */
export function loadScriptsAfterPaint(page: string): string {
  const scripts: string[] = [];
  const preloads: { href: string; as: string; crossorigin?: string; fetchpriority?: string }[] = [];
  let rewritten = page.replace(EXTERNAL_SCRIPT, (tag) => {
    scripts.push(attributesOf(tag).src!);
    return '';
  });
  rewritten = rewritten.replace(CODE_PRELOAD, (tag) => {
    const { href, as, crossorigin, fetchpriority } = attributesOf(tag);
    if (!href || (as !== 'script' && as !== 'fetch')) return tag;
    preloads.push({
      href,
      as,
      ...(crossorigin !== undefined ? { crossorigin: crossorigin || 'anonymous' } : {}),
      ...(fetchpriority ? { fetchpriority } : {}),
    });
    return '';
  });
  const list = `<script type="application/json" id="shop-after-paint">${inlineJson({ scripts, preloads })}</script>`;
  return rewritten.replace('</body>', () => `${list}<script>${AFTER_PAINT_LOADER}</script></body>`);
}
