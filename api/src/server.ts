import './register-package-scope-cache.js';
import { setTimeout as delay } from 'node:timers/promises';

// Imported once the resolve hook above is registered: a static import would be resolved before it.
const { buildApp } = await import('./app.js');
const { listenWhenWarm } = await import('./listen-when-warm.js');
const { DataDirLockedError } = await import('./db/data-dir-lock.js');
const { EnvironmentError } = await import('./plugins/external/env.js');

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  // buildApp reads process.env through the env plugin's schema: a bad value stops here, named.
  app = await buildApp();
} catch (error) {
  if (error instanceof DataDirLockedError || error instanceof EnvironmentError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    const drainMs = app.config.SHUTDOWN_DRAIN_MS;
    app.log.info({ signal, drainMs }, 'shutting down');
    // Draining first: health answers 503 so a balancer takes this instance out while it still serves;
    // then close() stops accepting connections, waits for in-flight requests and closes the database.
    app.startDraining();
    delay(drainMs)
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error) => {
          app.log.error(error, 'error during shutdown');
          process.exit(1);
        },
      );
  });
}

try {
  await listenWhenWarm(app, { port: app.config.PORT, host: app.config.HOST });
} catch (error) {
  app.log.error(error);
  await app.close();
  process.exit(1);
}
