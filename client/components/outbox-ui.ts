// The outbox's screen parts (components/outbox.tsx) load after the first screen, outside the first bundle: the frame
// asks for them when it mounts, online, so they are there (and precached by the service worker) when a write waits.
// They show once their texts (the signed-in screens', i18n/features) are in place. A chunk that cannot load leaves
// them out instead of breaking the frame.
import { useEffect, useState } from 'react';
import { textsAdded } from '../i18n';
import type * as OutboxParts from './outbox';

type OutboxUi = typeof OutboxParts;

let loaded: OutboxUi | null = null;

export function useOutboxUi(): OutboxUi | null {
  const [ui, setUi] = useState<OutboxUi | null>(loaded);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    import('./outbox').then(
      async (module) => {
        await textsAdded().catch(() => undefined);
        loaded = module;
        if (live) setUi(module);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return ui;
}
