import { forgetPreview } from './previewRequest';

/** Back to the live versions: the preview is forgotten and the page loads again. */
export function leavePreview(): void {
  forgetPreview();
  window.location.reload();
}
