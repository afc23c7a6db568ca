import { yieldToMain } from './start/yield-to-main';

// Evaluating React's DOM renderer, then the shop's own modules, then taking over the page are tasks
// of their own: one task for all three blocked the page for 150-250 ms on a phone (CPU 4x).
// "eager": the modules stay in this chunk, so nothing is fetched later than before.
async function start() {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  const { startShop } = await import(/* webpackMode: "eager" */ './start-shop');
  startShop();
}

void start();
