/**
 * The panel in a root of its own, appended to the page after it has been drawn and hydrated:
 * nothing of it is in what the server drew, so hydration never meets it.
 */
import { createRoot } from 'react-dom/client';
import { DevtoolsPanel } from './DevtoolsPanel';

/** Shows the panel; returns how to take it away. */
export function mountDevtoolsPanel(onClose: () => void): () => void {
  const container = document.createElement('div');
  container.id = 'murmur-devtools';
  document.body.append(container);
  const root = createRoot(container);
  root.render(<DevtoolsPanel onClose={onClose} />);
  return () => {
    root.unmount();
    container.remove();
  };
}
