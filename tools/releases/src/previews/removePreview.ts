/**
 * `npm run preview:remove -- [<app>] <name>`: the preview's link stops working (a browser on it
 * returns to live at its next load). Its version's files stay, since open pages may be running
 * them; `npm run releases:clean` takes them once nothing needs them.
 */
import type { AppEntry } from '@murmur/build/apps';
import type { ReleaseContext } from '../context';
import { withLock } from '../lock';
import { RefusedError } from '../store';
import { logPreview, readPreviews, writePreviews, type PreviewEntry } from './previewsFile';

function theOneNamed(previews: readonly PreviewEntry[], name: string, app?: AppEntry) {
  const matching = previews.filter(
    (preview) => preview.name === name && (!app || preview.app === app.dir),
  );
  if (matching.length === 1) return matching[0]!;
  if (matching.length > 1) {
    const apps = matching.map((preview) => preview.app).join(' and ');
    throw new RefusedError(
      `${apps} each have a preview "${name}": name the app, npm run preview:remove -- <app> ${name}.`,
    );
  }
  const known = previews.map((preview) => `${preview.app} ${preview.name}`);
  throw new RefusedError(
    `There is no preview "${name}"${app ? ` of ${app.dir}` : ''}` +
      (known.length > 0 ? ` (there are: ${known.join(', ')}).` : ' (there are none).'),
  );
}

export async function removePreview(
  name: string,
  app: AppEntry | undefined,
  context: ReleaseContext,
): Promise<PreviewEntry> {
  const { paths } = context;
  return withLock(
    paths.lock,
    () => {
      const previews = readPreviews(paths);
      const removed = theOneNamed(previews, name, app);
      writePreviews(
        paths,
        previews.filter((preview) => preview !== removed),
      );
      logPreview(
        context,
        'preview-removed',
        removed,
        `The preview "${removed.name}" of ${removed.app} (${removed.version}) was removed: its link leads to the live version now.`,
      );
      context.print(
        `Removed the preview "${removed.name}" of ${removed.app} (${removed.version}): its link leads to the live version now. ` +
          'Its files stay for the pages that have them open, until npm run releases:clean.',
      );
      return removed;
    },
    { what: `removal of the preview ${name}`, onWait: context.print },
  );
}
