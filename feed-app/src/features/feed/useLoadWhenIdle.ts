import { useEffect, useEffectEvent } from 'react';
import type { LoadStatus } from '@murmur/shared';

/**
 * Starts a load the first time a page needs data nobody has asked for yet (status 'idle'); after
 * a login the start-up loads already run, so this mostly serves a reload or a standalone remote.
 */
export function useLoadWhenIdle(status: LoadStatus, load: () => void): void {
  const idle = status === 'idle';
  const startLoad = useEffectEvent(load);
  useEffect(() => {
    if (idle) startLoad();
  }, [idle]);
}
