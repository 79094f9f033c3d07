import { useState } from 'react';
import { FAULTS, askForChaos, type ChaosRequest, type Fault } from '../chaos/chaosRequest';
import styles from './DevtoolsPanel.module.scss';

const FAULT_WORDS: Record<Fault, string> = {
  offline: 'offline (its files do not arrive)',
  slow: 'slow (each load waits 4 s)',
  throw: 'throw (its pages throw as they render)',
};

interface ChaosControlsProps {
  remotes: string[];
  inEffect: ChaosRequest | null;
}

/** Faults on demand, where this page allows them: the choice is kept for the tab, then a reload. */
export function ChaosControls({ remotes, inEffect }: ChaosControlsProps) {
  const [remote, setRemote] = useState(inEffect?.remote ?? remotes[0] ?? '');
  const [fault, setFault] = useState<Fault>(inEffect?.fault ?? 'offline');
  const reloadWith = (request: ChaosRequest | null) => {
    askForChaos(request);
    window.location.reload();
  };
  return (
    <section aria-labelledby="murmur-devtools-chaos" className={styles.block}>
      <h3 id="murmur-devtools-chaos">Faults on demand</h3>
      {inEffect ? (
        <p>
          In this tab, <strong>{inEffect.remote}</strong> fails on purpose:{' '}
          {FAULT_WORDS[inEffect.fault]}. This page sends no telemetry.
        </p>
      ) : (
        <p>Make one remote fail in this tab, to see its loading, fallback and error states.</p>
      )}
      <div className={styles.row}>
        <label>
          Remote{' '}
          <select value={remote} onChange={(event) => setRemote(event.target.value)}>
            {remotes.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <label>
          Fault{' '}
          <select value={fault} onChange={(event) => setFault(event.target.value as Fault)}>
            {FAULTS.map((name) => (
              <option key={name} value={name}>
                {FAULT_WORDS[name]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => reloadWith({ remote, fault })}>
          Reload with {remote} {fault}
        </button>
        {inEffect && (
          <button type="button" onClick={() => reloadWith(null)}>
            Reload without faults
          </button>
        )}
      </div>
    </section>
  );
}
