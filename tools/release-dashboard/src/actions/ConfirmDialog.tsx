import { useEffect, useId, useRef, useState } from 'react';
import type { ActionAnswer } from '../../api/dashboardApi';
import { failureText, useRunActionMutation } from '../data/dashboardQueries';
import { describeAction, type PlannedAction } from './describeAction';
import styles from './ConfirmDialog.module.scss';

interface ConfirmDialogProps {
  planned: PlannedAction;
  onClose: () => void;
}

/**
 * Every change the dashboard makes is asked here first: what will change, in words, the command
 * it is the same as, and for a version left behind whether it had a fault (the CLI's default,
 * `--no-fault` otherwise). A modal <dialog>: Escape or Cancel closes it without a change.
 */
export function ConfirmDialog({ planned, onClose }: ConfirmDialogProps) {
  const words = describeAction(planned);
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [fault, setFault] = useState(true);
  const [runAction, { data, error, isLoading: busy }] = useRunActionMutation();
  const failed = failureText(error);
  const answer = failed ? { failed } : (data ?? null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    return () => element.close?.();
  }, []);

  const confirm = () => {
    const { app, action, to, preview } = planned;
    void runAction({
      action,
      request: {
        app: app.app,
        expected: { live: app.live, canary: app.canary?.version ?? null },
        ...(to && { to }),
        ...(preview && { preview: preview.name }),
        ...(words.leaves && { fault }),
      },
    });
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{words.title}</h2>
      {answer === null ? (
        <>
          <ul className={styles.changes}>
            {words.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
          {words.leaves && (
            <label className={styles.fault}>
              <input
                type="checkbox"
                checked={fault}
                onChange={(event) => setFault(event.target.checked)}
              />
              {words.leaves} had a fault: never make it the last good version
            </label>
          )}
          <p className={styles.command}>
            The same as <code>{words.command}</code>
            {words.leaves && !fault ? ' --no-fault' : ''}, run under the store’s lock and logged as
            done from the dashboard.
          </p>
          <div className={styles.buttons}>
            <button type="button" onClick={onClose} disabled={busy}>
              Cancel
            </button>
            <button type="button" className={styles.primary} onClick={confirm} disabled={busy}>
              {busy ? 'Working…' : words.confirm}
            </button>
          </div>
        </>
      ) : (
        <>
          <Outcome answer={answer} />
          <div className={styles.buttons}>
            <button type="button" className={styles.primary} onClick={onClose}>
              Close
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}

function Outcome({ answer }: { answer: ActionAnswer | { failed: string } }) {
  if ('failed' in answer) return <p role="alert">The dashboard could not ask: {answer.failed}</p>;
  if (!answer.done) {
    return (
      <p role="alert" className={styles.refused}>
        Refused: {answer.refused}
      </p>
    );
  }
  return (
    <div role="status">
      <p>Done:</p>
      <ul>
        {answer.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
